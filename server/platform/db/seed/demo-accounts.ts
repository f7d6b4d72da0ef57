/**
 * Demo logins, documented in the README and used by end-to-end tests. The password is long and
 * not on the common-password list, so it passes the same policy as every real account.
 */
export const DEMO_PASSWORD = 'easel-demo-2024';
export const DEMO_ARTIST_EMAIL = 'maya@easel.test';
export const DEMO_ARTIST_USERNAME = 'maya';
export const DEMO_SUPPORTER_EMAIL = 'sam@easel.test';
export const DEMO_SUPPORTER_USERNAME = 'sam';
/** The demo operator (issue 17): signs in to the console at /admin. */
export const DEMO_OPERATOR_EMAIL = 'ops@easel.test';
export const DEMO_OPERATOR_USERNAME = 'ops';
