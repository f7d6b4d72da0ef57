import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { bookingStatusNotes, SIMPLE_BOOKING_SERVICE } from '#shared/booking-rules.ts';
import {
  type Account,
  callApi,
  loginDemoAccount,
  mailedLink,
  signInAs,
  uniqueSuffix,
} from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { dismissToasts, settle } from './support/pages.ts';
import { findFreeSlot } from './support/slots.ts';

// The booking lists against the real server: an artist with her Bookings tab open sees a guest's
// request arrive live and accepts it; the guest tracks it by e-mail and reference, and cancels
// another through the e-mailed link; a signed-in client reads My Bookings; clients' reviews show
// on the artist page. At both widths, with screenshots.

type Created = { bookingId: string; reference: string };

let maya: Account;
let sam: Account;

beforeAll(async () => {
  [maya, sam] = await Promise.all([loginDemoAccount('maya@easel.test'), loginDemoAccount('sam@easel.test')]);
});

/**
 * A guest's request through the separate booking service, as the booking modal sends it: the
 * free one-hour request, since a priced service needs an account to pay from (decision 020).
 */
async function bookAsGuest(guest: { name: string; email: string }): Promise<Created> {
  const slot = await findFreeSlot(maya);
  return callApi<Created>('/bookings', {
    body: {
      artistId: maya.user.id,
      clientName: guest.name,
      clientEmail: guest.email,
      dateTime: slot.dateTime,
      message: 'Could you look at my glaze tests and suggest a firing schedule?',
    },
  });
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Screenshot, axe and overflow at one step. */
async function checkStep(page: Page, name: string) {
  await dismissToasts(page);
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  await expectNoOverflow(page);
  await screenshot(page, name);
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('booking lists at %s', (_label, viewport) => {
  test('a new request reaches the open dashboard live; accepted, it tracks as Confirmed', async () => {
    const artist = await openPage({ viewport });
    await signInAs(artist.page, maya);
    const streamOpen = artist.page.waitForResponse((r) => r.url().includes('/notifications/stream'));
    await artist.page.goto('/dashboard?tab=bookings');
    await artist.page.getByRole('heading', { name: 'Bookings', exact: true }).waitFor();
    await artist.page.getByRole('tab', { name: /^Pending/ }).waitFor();
    await streamOpen;
    await checkStep(artist.page, 'dashboard-bookings');
    // Marks this document: if the page reloaded, the mark would be gone.
    await artist.page.evaluate(() => document.body.setAttribute('data-before-booking', 'yes'));

    const guest = { name: `Guest ${uniqueSuffix()}`, email: `guest-${uniqueSuffix()}@example.com` };
    const created = await bookAsGuest(guest);
    const card = artist.page.getByRole('article', { name: guest.name });
    await card.waitFor({ timeout: 20_000 });
    expect(await artist.page.evaluate(() => document.body.dataset.beforeBooking)).toBe('yes');
    await card.getByText(created.reference).waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();

    // Search narrows to the new request by its reference.
    await artist.page.getByRole('searchbox', { name: 'Search bookings' }).fill(created.reference);
    await expect.poll(() => artist.page.getByRole('article').count()).toBe(1);
    await card.getByRole('button', { name: 'Accept' }).click();
    await artist.page.getByText('Booking confirmed successfully!').waitFor();
    await card.getByText('Confirmed', { exact: true }).waitFor();
    await checkStep(artist.page, 'dashboard-bookings-accepted');

    // A link to one booking opens the tab with that card focused and highlighted.
    await artist.page.goto(`/dashboard?tab=bookings&booking=${created.bookingId}`);
    const linked = artist.page.locator(`#booking-${created.bookingId}`);
    await linked.waitFor();
    await expect.poll(() => linked.getAttribute('data-highlighted')).toBe('true');
    await expect.poll(() => linked.evaluate((el) => el === document.activeElement)).toBe(true);
    artist.problems.expectNone();

    // The guest, in another browser, tracks it with the e-mail and the reference.
    const visitor = await openPage({ viewport, path: '/track-booking' });
    await visitor.page.getByRole('heading', { level: 1, name: 'Track Your Bookings' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Search' }).click();
    await visitor.page.getByText('Please enter your email address').waitFor();
    await visitor.page.getByRole('textbox', { name: /Email address/ }).fill(guest.email);
    await visitor.page.getByRole('textbox', { name: 'Booking reference' }).fill(created.reference);
    await visitor.page.getByRole('button', { name: 'Search' }).click();
    await visitor.page.getByRole('heading', { name: '1 Booking Found' }).waitFor();
    await visitor.page.getByText('Found 1 booking(s)').waitFor();
    const tracked = visitor.page.getByRole('article', { name: SIMPLE_BOOKING_SERVICE });
    await tracked.getByText('Confirmed', { exact: true }).waitFor();
    await tracked.getByText(bookingStatusNotes.confirmed).waitFor();
    await tracked.getByText(created.reference).waitFor();
    await checkStep(visitor.page, 'track-booking');

    // A wrong reference answers exactly like an unknown e-mail.
    await visitor.page.getByRole('textbox', { name: 'Booking reference' }).fill('EAS-NOPE00');
    await visitor.page.getByRole('button', { name: 'Search' }).click();
    await visitor.page.getByRole('heading', { name: 'No bookings found' }).waitFor();
    await visitor.page.getByText('No booking requests were found for this email address.').waitFor();
    await checkStep(visitor.page, 'track-booking-empty');

    // Every booking of the address needs the mailbox: a second request, then the mailed link.
    const second = await bookAsGuest(guest);
    await visitor.page.getByRole('button', { name: 'Email me all my bookings' }).click();
    await visitor.page.getByText('If bookings were made with this email address').waitFor();
    await visitor.page.goto(await mailedLink(guest.email, 'access='));
    await visitor.page.getByRole('heading', { name: '2 Bookings Found' }).waitFor();
    await visitor.page.getByText(second.reference).waitFor();
    await visitor.page.getByText(created.reference).waitFor();
    await checkStep(visitor.page, 'track-booking-access');
    visitor.problems.expectNone();
  });

  test("a guest cancels through the e-mailed link, and it leaves the artist's pending list", async () => {
    const guest = { name: `Guest ${uniqueSuffix()}`, email: `guest-${uniqueSuffix()}@example.com` };
    const created = await bookAsGuest(guest);
    const { mails } = await callApi<{ mails: { link: string | null }[] }>(
      `/dev/outbox?to=${encodeURIComponent(guest.email)}`,
    );
    const link = mails.map((m) => m.link).find((l) => l?.includes('manage='));
    expect(link).toBeTruthy();
    const url = new URL(link!);

    const visitor = await openPage({ viewport, path: url.pathname + url.search });
    const card = visitor.page.getByRole('article', { name: SIMPLE_BOOKING_SERVICE });
    await card.getByText(created.reference).waitFor();
    await card.getByText(bookingStatusNotes.pending).waitFor();
    await checkStep(visitor.page, 'track-booking-manage');
    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel('Reason (optional)').fill('My plans changed.');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await visitor.page.getByText('Booking cancelled successfully!').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    visitor.problems.expectNone();

    const { data } = await callApi<{ data: { id: string; status: string; statusReason: string | null }[] }>(
      `/booking/artist/${maya.user.id}`,
      { token: maya.token },
    );
    expect(data.find((b) => b.id === created.bookingId)).toMatchObject({
      status: 'cancelled',
      statusReason: 'My plans changed.',
    });
  });

  test('My Bookings lists the signed-in client’s bookings by status', async () => {
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, sam);
    await page.goto('/my-bookings');
    await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    const list = page.getByRole('list', { name: 'Your bookings' });
    await list.waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.map((t) => t.replace(/\d+$/, ''))).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Completed',
      'Declined',
    ]);
    await page.getByRole('link', { name: 'with Maya Chen' }).first().waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await checkStep(page, 'my-bookings');

    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByRole('article').first().getByText('Completed', { exact: true }).waitFor();
    await page
      .getByRole('img', { name: /Rated \d out of 5/ })
      .first()
      .waitFor();
    await checkStep(page, 'my-bookings-completed');
    await page.getByRole('tab', { name: /^Declined/ }).click();
    await page
      .getByRole('tabpanel')
      .getByText(/declined/i)
      .first()
      .waitFor();
    problems.expectNone();
  });

  test("the artist page's Reviews tab lists what clients wrote", async () => {
    const { page, problems } = await openPage({ viewport, path: '/artists/maya' });
    await page.getByRole('heading', { level: 1, name: 'Maya Chen' }).waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reviews' });
    await panel.getByText(/Based on \d+ reviews?/).waitFor();
    const reviews = panel.getByRole('list', { name: 'Reviews' });
    await reviews.getByText('Maya is a wonderful teacher', { exact: false }).waitFor();
    expect(await reviews.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await reviews.getByRole('heading', { name: 'Sam Rivera' }).waitFor();
    await checkStep(page, 'artist-reviews');
    problems.expectNone();
  });
});
