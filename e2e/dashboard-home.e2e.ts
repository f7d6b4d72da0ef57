import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatCount } from '#shared/format.ts';
import { formatUsdExact } from '#shared/schemas/campaign-writes.ts';
import type { DashboardStatsResponse } from '#shared/schemas/dashboard.ts';
import { formatMacs } from '#shared/schemas/wallet.ts';
import { type Account, callApi, loginDemoAccount, registerAccount, signInAs } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { expectPageEndsAtFooter, settle } from './support/pages.ts';

// Maya opens her dashboard against the real server: the figures are the API's own, the chart
// shows the last 30 days and the quick actions open their tabs. A fresh account then works its
// Notifications tab (filters, read, read all, delete, a live arrival), so no other spec's
// notifications are touched.

let maya: Account;

beforeAll(async () => {
  maya = await loginDemoAccount('maya@easel.test');
});

async function checkStep(page: Page, name: string) {
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  // The activity chart's table for screen readers once hung 700 px of blank page below the footer.
  await expectPageEndsAtFooter(page);
  await screenshot(page, name);
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('dashboard home at %s', (_label, viewport) => {
  test("shows Maya's real figures, the 30-day chart and quick actions that open their tabs", async () => {
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, maya);
    await page.goto('/dashboard');
    const figures = page.getByRole('list', { name: 'Your figures' });
    await figures.waitFor();
    await page.getByRole('list', { name: 'Bookings' }).waitFor();
    await page.getByRole('figure', { name: /Views and revenue, last 30 days/ }).waitFor();
    await page.getByRole('img', { name: 'Verified' }).first().waitFor();

    const { data } = await callApi<DashboardStatsResponse>('/dashboard/stats', { token: maya.token });
    const card = (label: string) => figures.getByRole('listitem').filter({ hasText: label });
    expect(await card('Total views').textContent()).toContain(formatCount(data.totalViews));
    expect(await card('Total likes').textContent()).toContain(formatCount(data.totalLikes));
    expect(await card('Followers').textContent()).toContain(formatCount(data.totalFollowers));
    const revenue = (await card('Revenue').textContent()) ?? '';
    expect(revenue).toContain(formatMacs(Math.round(data.revenue.macs * 100)));
    expect(revenue).toContain(`${formatUsdExact(Math.round(data.revenue.usd * 100))} USD`);
    expect(data.totalViews, 'the seed gives Maya views').toBeGreaterThan(0);
    const bookings = page.getByRole('list', { name: 'Bookings' });
    expect(await bookings.getByRole('link', { name: /Total bookings/ }).textContent()).toContain(
      String(data.totalBookings),
    );
    // The chart's table (for screen readers) holds one row per day plus the header.
    const rows = page.getByRole('table', { name: 'Views and revenue, last 30 days' }).getByRole('row');
    expect(await rows.count()).toBe(31);
    await checkStep(page, 'dashboard-home');

    for (const [label, tab] of [
      ['Upload media', 'media'],
      ['Update availability', 'availability'],
      ['Edit profile', 'profile'],
    ] as const) {
      await page.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === tab);
      await page.goto('/dashboard');
      await figures.waitFor();
    }
    problems.expectNone();
  });
});

async function notify(account: Account, type: string, title: string, message: string) {
  await callApi('/dev/notifications', { token: account.token, body: { type, title, message } });
}

describe.each(viewports)('dashboard notifications at %s', (_label, viewport) => {
  test('filters, marks one read, marks all read, deletes one and takes a live arrival', async () => {
    const account = await registerAccount({ accountType: 'creator' });
    await notify(account, 'booking_request', 'New booking request', 'Ada asked for a Portrait Session.');
    await notify(account, 'payment_received', 'Payment received', 'You received 40.00 MACS.');
    await notify(account, 'review_received', 'New review', 'Ada left a 5-star review.');
    await notify(account, 'message_received', 'New message', 'Ada: see you on Friday!');

    const { page, problems } = await openPage({ viewport });
    await signInAs(page, account);
    await page.goto('/dashboard?tab=notifications');
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Notifications', level: 2 }),
    });
    // Exact: the loading skeleton is a list named 'Loading notifications'.
    const list = panel.getByRole('list', { name: 'Notifications', exact: true });
    const items = list.getByRole('listitem');
    const expectItems = (n: number) => expect.poll(() => items.count(), { timeout: 10_000 }).toBe(n);
    await expectItems(4);
    await panel.getByText('4 unread').waitFor();
    await checkStep(page, 'dashboard-notifications');

    for (const [filter, text] of [
      ['Booking', 'Ada asked for a Portrait Session.'],
      ['Payment', 'You received 40.00 MACS.'],
      ['Review', 'Ada left a 5-star review.'],
      ['Message', 'Ada: see you on Friday!'],
    ] as const) {
      await panel.getByRole('button', { name: filter, exact: true }).click();
      // The previous filter's list stays up until the new one arrives, so wait for its text.
      await list.getByText(text).waitFor();
      await expectItems(1);
    }
    await panel.getByRole('button', { name: 'All', exact: true }).click();
    await expectItems(4);

    // Clicking a notification marks it read.
    await list.getByRole('button', { name: /^Unread: Payment received/ }).click();
    await panel.getByText('3 unread').waitFor();
    await list.getByRole('button', { name: /^Payment received/ }).waitFor();
    await panel.getByRole('button', { name: 'Unread', exact: true }).click();
    await expectItems(3);
    await panel.getByRole('button', { name: 'All', exact: true }).click();

    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await panel.getByText('All read', { exact: true }).waitFor();
    expect(await list.getByRole('button', { name: /^Unread:/ }).count()).toBe(0);

    await list.getByRole('button', { name: 'Delete notification: New review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this notification?' });
    await dialog.waitFor();
    await checkStep(page, 'dashboard-notifications-delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectItems(3);
    expect(await list.textContent()).not.toContain('Ada left a 5-star review.');

    // A notification raised on the server arrives without a reload.
    await settle(page);
    await notify(account, 'booking_confirmed', 'Booking confirmed', 'Your Friday session is confirmed.');
    await list.getByText('Your Friday session is confirmed.').waitFor({ timeout: 10_000 });
    await panel.getByText('1 unread').waitFor();
    await checkStep(page, 'dashboard-notifications-live');

    const server = await callApi<{ total: number; unreadCount: number }>('/notifications', {
      token: account.token,
    });
    expect(server).toMatchObject({ total: 4, unreadCount: 1 });
    problems.expectNone();
  });
});
