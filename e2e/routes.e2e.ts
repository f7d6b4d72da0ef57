import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ARTIST_USERNAME } from '#server/platform/db/seed/demo-accounts.ts';
import {
  type Account,
  readStoredToken,
  registerAccount,
  signInAs,
  storeSession,
} from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { expectHeading, expectPath, settle } from './support/pages.ts';
import { findCampaignId } from './support/samples.ts';

type RouteCase = { name: string; path: () => string; signedIn?: boolean };

let creator: Account;
let campaignId: string;

beforeAll(async () => {
  // A creator registered through the API is a real artist profile, whatever the seed holds.
  creator = await registerAccount({ accountType: 'creator' });
  campaignId = await findCampaignId();
});

/** Spec section 2, route table. */
const routes: RouteCase[] = [
  { name: 'home', path: () => '/' },
  { name: 'marketplace', path: () => '/marketplace' },
  { name: 'discover', path: () => '/discover' },
  { name: 'campaigns', path: () => '/campaigns' },
  { name: 'campaign-detail', path: () => `/campaigns/${campaignId}` },
  { name: 'profile', path: () => '/profile' },
  { name: 'wallet', path: () => '/wallet' },
  { name: 'my-bookings', path: () => '/my-bookings' },
  { name: 'track-booking', path: () => '/track-booking' },
  { name: 'artist-profile', path: () => `/artists/${DEMO_ARTIST_USERNAME}` },
  { name: 'artist-profile-new', path: () => `/artists/${creator.username}` },
  { name: 'dashboard', path: () => '/dashboard', signedIn: true },
  { name: 'settings', path: () => '/settings', signedIn: true },
  { name: 'reset-password', path: () => '/reset-password' },
  { name: 'verify-email', path: () => '/verify-email' },
];

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('every route at %s', (_label, viewport) => {
  test.each(routes)('$name renders with no errors and no serious axe violations', async (route) => {
    const { page, problems } = await openPage({ viewport });
    if (route.signedIn) await signInAs(page, creator);
    const path = route.path();
    await page.goto(path);

    await expectHeading(page);
    await expectPath(page, path);
    await settle(page);
    await screenshot(page, route.name);
    await expectNoSeriousAxeViolations(page);
    // Nothing may push the page wider than the screen (a phone would scroll sideways).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    problems.expectNone();
  });
});

describe('protected routes', () => {
  test.each(['/dashboard', '/settings'])('%s sends a signed-out visitor to /', async (path) => {
    const { page, problems } = await openPage();
    await page.goto(path);
    await expectPath(page, '/');
    await expectHeading(page);
    problems.expectNone();
  });

  test.each(['/dashboard', '/settings'])(
    '%s shows Loading while a stored session is verified, then / when it is rejected',
    async (path) => {
      const { page, problems } = await openPage();
      await storeSession(page, 'not-a-real-token', { id: 1, username: 'ghost', name: 'Ghost' });
      // Hold the verification so the Loading state is observable, then let the server reject it.
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await page.route('**/api/v1/auth/verify', async (request) => {
        await held;
        await request.continue();
      });
      await page.goto(path);
      await page.getByText('Loading').first().waitFor({ state: 'visible' });
      release();

      await expectPath(page, '/');
      expect(await readStoredToken(page)).toBeNull();
      // The rejected token answers 401 on purpose; nothing else may fail.
      problems.expectNone({ ignore: [/\b401\b/] });
    },
  );
});

describe('unknown paths', () => {
  test.each(['/no-such-page', '/fixed'])('%s redirects to /', async (path) => {
    const { page, problems } = await openPage({ viewport: mobile });
    await page.goto(path);
    await expectPath(page, '/');
    await expectHeading(page);
    problems.expectNone();
  });
});
