import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLinkParam, readNewestMail } from '#server/test/mailbox.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { auth, call, expectRefused, type Registered, signUp } from './auth-test-kit.ts';
import { hashToken } from './sessions.ts';
import { emailVerifications } from './tables.ts';

const LINK_INVALID =
  'This confirmation link is invalid or has expired. Please request a new one from Settings.';
const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

describe('e-mail addresses are proven by a mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  /** The newest mail to an address (after the queued work ran), and the token its link carries. */
  async function newestMail(to: string) {
    await t.runJobs();
    return readNewestMail(t.database, to);
  }
  async function linkToken(to: string) {
    const mail = await newestMail(to);
    expect(mail?.link, `a mail with a link to ${to}`).toBeTruthy();
    return readLinkParam(mail?.link)!;
  }
  const me = async (user: Registered) =>
    (await call(t, 'GET', '/auth/me', undefined, auth(user.token))).json().user;
  const open = (token: unknown) => call(t, 'POST', '/auth/verify-email', { token });
  const putMe = (user: Registered, body: Record<string, unknown>) =>
    call(t, 'PUT', '/auth/me', body, auth(user.token));
  const login = (email: string, password: string) => call(t, 'POST', '/auth/login', { email, password });
  const fresh = () => `new_${Math.random().toString(36).slice(2, 10)}@example.com`;

  it('sign-up mails a link; the address counts as confirmed once it is opened, and the link works once', async () => {
    const ada = await signUp(t);
    expect(ada.user).toMatchObject({ emailVerified: false, pendingEmail: null });
    const mail = await newestMail(ada.user.email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Easel');
    expect(mail?.link).toMatch(/^http:\/\/easel\.test\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const token = await linkToken(ada.user.email);
    const res = await open(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your email address is confirmed.',
      email: ada.user.email,
    });
    expect(await me(ada)).toMatchObject({ emailVerified: true, email: ada.user.email });
    await expectRefused(t, () => open(token), 400, LINK_INVALID);
  });

  it('refuses an expired, made-up or missing link with one sentence, changing nothing', async () => {
    const ada = await signUp(t);
    const token = await linkToken(ada.user.email);
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.tokenHash, hashToken(token)));
    for (const sent of [token, 'x'.repeat(43), '', undefined])
      await expectRefused(t, () => open(sent), 400, LINK_INVALID);
    expect(await me(ada)).toMatchObject({ emailVerified: false });
  });

  it('a new address needs the current password, and a taken one is refused, changing nothing', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    await expectRefused(
      t,
      () => putMe(ada, { email: fresh() }),
      400,
      'Enter your current password to change your email',
    );
    const wrong = await expectRefused(
      t,
      () => putMe(ada, { email: fresh(), currentPassword: 'not-my-password-9', name: 'Someone Else' }),
      400,
      'Your current password is not correct',
    );
    expect(wrong.json().details).toEqual([
      { field: 'currentPassword', message: 'Your current password is not correct' },
    ]);
    await expectRefused(
      t,
      () => putMe(ada, { email: bob.user.email, currentPassword: ada.password }),
      409,
      'An account with this email already exists',
    );
    const viaUserRoute = call(t, 'PUT', `/user/${ada.user.id}`, { email: fresh() }, auth(ada.token));
    await expectRefused(t, () => viaUserRoute, 400, 'Enter your current password to change your email');
  });

  it('a new address waits for its link: the old one stays, both are told, and opening it moves the account', async () => {
    const ada = await signUp(t);
    const next = fresh();
    const res = await putMe(ada, { email: next, currentPassword: ada.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: ada.user.email, pendingEmail: next });
    expect((await newestMail(ada.user.email))?.subject).toBe('Your Easel e-mail address is about to change');
    expect((await login(next, ada.password)).statusCode).toBe(401);

    const reset = await call(t, 'POST', '/auth/reset-password', { email: ada.user.email });
    expect(reset.statusCode).toBe(200);
    const resetToken = await linkToken(ada.user.email);

    expect((await open(await linkToken(next))).json()).toMatchObject({ success: true, email: next });
    expect(await me(ada)).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    expect((await login(next, ada.password)).statusCode).toBe(200);
    expect((await login(ada.user.email, ada.password)).statusCode).toBe(401);
    // The reset link went to the old address: it must not outlive the change.
    const confirm = {
      token: resetToken,
      password: 'amber-kiln-window-8',
      confirmPassword: 'amber-kiln-window-8',
    };
    await expectRefused(
      t,
      () => call(t, 'POST', '/auth/reset-password/confirm', confirm),
      400,
      RESET_INVALID,
    );
  });

  it('a pending link dies with a newer request, a cancel, or a new password', async () => {
    const ada = await signUp(t);
    const first = fresh();
    await putMe(ada, { email: first, currentPassword: ada.password });
    const firstToken = await linkToken(first);
    const second = fresh();
    await putMe(ada, { email: second, currentPassword: ada.password });
    await expectRefused(t, () => open(firstToken), 400, LINK_INVALID);

    const secondToken = await linkToken(second);
    const cancelled = await call(t, 'DELETE', '/auth/me/pending-email', undefined, auth(ada.token));
    expect(cancelled.json().user).toMatchObject({ email: ada.user.email, pendingEmail: null });
    await expectRefused(t, () => open(secondToken), 400, LINK_INVALID);

    const third = fresh();
    await putMe(ada, { email: third, currentPassword: ada.password });
    const thirdToken = await linkToken(third);
    const newPassword = 'copper-easel-rain-77';
    const changed = await call(
      t,
      'POST',
      '/auth/change-password',
      { currentPassword: ada.password, newPassword, confirmPassword: newPassword },
      auth(ada.token),
    );
    expect(changed.statusCode).toBe(200);
    await expectRefused(t, () => open(thirdToken), 400, LINK_INVALID);
    expect(await me(ada)).toMatchObject({ email: ada.user.email, pendingEmail: null });
  });

  it('a reset link dies when the password changes, and opening one proves the address', async () => {
    const ada = await signUp(t);
    await call(t, 'POST', '/auth/reset-password', { email: ada.user.email });
    const older = await linkToken(ada.user.email);
    const newPassword = 'copper-easel-rain-78';
    await call(
      t,
      'POST',
      '/auth/change-password',
      { currentPassword: ada.password, newPassword, confirmPassword: newPassword },
      auth(ada.token),
    );
    const body = (token: string) => ({
      token,
      password: 'teal-glaze-door-11',
      confirmPassword: 'teal-glaze-door-11',
    });
    await expectRefused(
      t,
      () => call(t, 'POST', '/auth/reset-password/confirm', body(older)),
      400,
      RESET_INVALID,
    );

    await call(t, 'POST', '/auth/reset-password', { email: ada.user.email });
    const done = await call(t, 'POST', '/auth/reset-password/confirm', body(await linkToken(ada.user.email)));
    expect(done.statusCode, done.body).toBe(200);
    const session = (await login(ada.user.email, 'teal-glaze-door-11')).json();
    expect(session.user).toMatchObject({ emailVerified: true });
  });

  it('an address taken while its link waited is refused when opened, changing nothing', async () => {
    const ada = await signUp(t);
    const next = fresh();
    await putMe(ada, { email: next, currentPassword: ada.password });
    const token = await linkToken(next);
    await signUp(t, { email: next });
    await expectRefused(t, () => open(token), 409, 'An account with this email already exists');
    expect(await me(ada)).toMatchObject({ email: ada.user.email, pendingEmail: next });
  });

  it('resends to the pending address, else to an unconfirmed one, and says when there is nothing to confirm', async () => {
    const ada = await signUp(t);
    const resend = () => call(t, 'POST', '/auth/verify-email/resend', undefined, auth(ada.token));
    expect((await resend()).json()).toEqual({
      success: true,
      message: `We sent a confirmation link to ${ada.user.email}. It expires in 24 hours.`,
    });
    const token = await linkToken(ada.user.email);
    expect((await open(token)).statusCode).toBe(200);
    await expectRefused(t, resend, 409, 'Your email address is already confirmed.');
    const next = fresh();
    await putMe(ada, { email: next, currentPassword: ada.password });
    expect((await resend()).json().message).toContain(next);
    await expectRefused(
      t,
      () => call(t, 'POST', '/auth/verify-email/resend'),
      401,
      'Please sign in to continue',
    );
  });
});
