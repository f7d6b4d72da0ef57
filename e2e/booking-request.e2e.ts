import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatLongLocalDate } from '#shared/booking-format.ts';
import { SIGN_IN_TO_PAY_MESSAGE } from '#shared/booking-payments.ts';
import { type Account, callApi, loginDemoAccount, signInAs, uniqueSuffix } from './support/accounts.ts';
import {
  desktop,
  expectNoSeriousAxeViolations,
  mobile,
  openPage,
  screenshot,
  type Viewport,
} from './support/browser.ts';
import { dismissToasts, settle } from './support/pages.ts';

// Booking against the real server: a guest books a seeded artist through the four-step wizard and
// through the simple modal on the Contact tab; the demo artist maya closes dates in manage mode,
// saves, finds them closed after a reload, and opens them again. At both widths, with screenshots.

/** Seeded, booking-enabled artists (Berlin and New York time) that the other specs leave alone. */
const WIZARD_ARTIST = 'lena_fischer';
const MODAL_ARTIST = 'jonah_brooks';
const OPEN_DATE = /— (Available|Partially Booked)$/;

type Availability = { states: Record<string, string>; availability: Record<string, string[]> };

let maya: Account;

beforeAll(async () => {
  maya = await loginDemoAccount('maya@easel.test');
});

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Screenshot, axe and overflow at one step. */
async function checkStep(page: Page, name: string, { keepToasts = false } = {}) {
  if (!keepToasts) await dismissToasts(page);
  await settle(page);
  // A toast or dialog still fading in would be measured at half contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await expectNoSeriousAxeViolations(page);
  await expectNoOverflow(page);
  await screenshot(page, name);
}

async function nameOf(username: string): Promise<string> {
  const { data } = await callApi<{ data: { name: string } }>(`/profiles/public/${username}`);
  return data.name;
}

async function lookup(email: string, reference: string) {
  return callApi<{ bookings: { reference: string; status: string; service: string }[] }>('/bookings/lookup', {
    body: { email, reference },
  });
}

/** Clicks Next until the calendar shows the month of `date`. */
async function showMonthOf(scope: Locator | Page, date: string) {
  const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  for (let i = 0; i < 3; i++) {
    if ((await scope.getByText(title, { exact: true }).count()) > 0) return;
    await scope.getByRole('button', { name: 'Next month' }).click();
  }
  await scope.getByText(title, { exact: true }).waitFor();
}

const dateButton = (scope: Locator | Page, date: string) =>
  scope.getByRole('button', { name: new RegExp(`^${formatLongLocalDate(date)} — `) });

/** Two open weekdays of maya's five to seven weeks ahead, away from the other specs' bookings. */
async function findOpenDates(): Promise<[string, string]> {
  const start = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 55 * 86_400_000).toISOString().slice(0, 10);
  const map = await callApi<Availability>(
    `/bookings/availability/${maya.user.id}?startDate=${start}&endDate=${end}`,
  );
  const open = Object.entries(map.states)
    .filter(([, state]) => state === 'available')
    .map(([date]) => date)
    .sort();
  // Both in one month (the calendar shows one at a time): the first month of the window with two,
  // since the window's first open date may be the last of its month.
  const first = open.find((date, i) => open[i + 1]?.slice(0, 7) === date.slice(0, 7));
  const second = first ? open[open.indexOf(first) + 1] : undefined;
  if (!first || !second)
    throw new Error(`maya has no two open dates in one month between ${start} and ${end}`);
  return [first, second];
}

const viewports: [string, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('booking requests at %s', (label, viewport) => {
  test('a guest books through the four-step wizard from the artist page and gets a reference', async () => {
    const artistName = await nameOf(WIZARD_ARTIST);
    const { page, problems } = await openPage({ viewport, path: `/artists/${WIZARD_ARTIST}` });
    await page.getByRole('heading', { level: 1, name: artistName }).waitFor();
    // The About tab's booking card has the button too.
    await page.getByRole('tab', { name: 'About' }).click();
    const about = page.getByRole('tabpanel', { name: 'About' });
    await about.getByRole('heading', { name: 'Book a session' }).waitFor();
    await about.getByRole('button', { name: 'Book Session' }).waitFor();
    await checkStep(page, 'booking-about-card');
    await page.getByRole('button', { name: 'Book Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Book a session with ${artistName}` });
    await dialog.getByRole('table', { name: `${artistName}'s availability` }).waitFor();
    await dialog.getByRole('list', { name: 'Legend' }).waitFor();
    await checkStep(page, 'booking-wizard-date');

    // Step 1 → 2: the first open date.
    await dialog.getByRole('button', { name: OPEN_DATE }).first().click();
    await dialog.getByRole('heading', { name: 'Choose a time' }).waitFor();
    const times = dialog.getByRole('list', { name: 'Times' });
    await times.waitFor();
    await checkStep(page, 'booking-wizard-time');

    // Step 2 → 3: the first free time.
    await times.locator('button:not([disabled])').first().click();
    await dialog.getByRole('heading', { name: 'Service details' }).waitFor();
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    const guest = { name: `Guest ${uniqueSuffix()}`, email: `wizard-${label}-${uniqueSuffix()}@example.com` };
    await dialog.getByRole('textbox', { name: /^Full name/ }).fill(guest.name);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(guest.email);
    const service = dialog.getByRole('combobox', { name: /^Service/ });
    await service.selectOption({ label: 'Art Consultation — 1 hour — 75 MACS — Flexible cancellation' });
    await dialog.getByText(/75\.00 MACS will be held in escrow/).waitFor();
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Short');
    await dialog.getByText('5/500').waitFor();
    await next.click();
    await dialog.getByText('Please provide more details (at least 10 characters)').waitFor();
    await checkStep(page, 'booking-wizard-details');
    await dialog
      .getByRole('textbox', { name: /^Message/ })
      .fill('I would love an hour on glaze chemistry for my first stoneware series.');
    await next.click();

    // Step 4: a priced session asks a guest to sign in (decision 020); a quote request does not.
    const review = dialog.getByRole('region', { name: 'Review your request' });
    await review.getByText(guest.email).waitFor();
    await review.getByText('Art Consultation · 1 hour · 75 MACS').waitFor();
    await dialog.getByText(SIGN_IN_TO_PAY_MESSAGE).waitFor();
    await dialog.getByRole('button', { name: 'Sign in to book' }).waitFor();
    await checkStep(page, 'booking-wizard-sign-in-to-pay');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await service.selectOption({ label: 'Art Commission — variable — Quote — Flexible cancellation' });
    await dialog
      .getByText(/will reply with a price for you to accept/)
      .first()
      .waitFor();
    await next.click();
    await review.getByText(/^Art Commission · /).waitFor();
    await checkStep(page, 'booking-wizard-review');
    await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
    const reference = dialog.getByText(/^EAS-[A-Z0-9]{6}$/);
    await reference.waitFor();
    await page.getByText('Booking request sent successfully! Awaiting artist confirmation.').waitFor();
    await checkStep(page, 'booking-wizard-success', { keepToasts: true });

    const found = await lookup(guest.email, (await reference.textContent()) ?? '');
    expect(found.bookings).toHaveLength(1);
    expect(found.bookings[0]).toMatchObject({ status: 'pending', service: 'Art Commission' });
    await dialog.getByRole('button', { name: 'Got it!' }).click();
    await dialog.waitFor({ state: 'detached' });
    problems.expectNone();
  });

  test('a guest sends the simple request from the Contact tab calendar', async () => {
    const artistName = await nameOf(MODAL_ARTIST);
    const { page, problems } = await openPage({ viewport, path: `/artists/${MODAL_ARTIST}` });
    await page.getByRole('heading', { level: 1, name: artistName }).waitFor();
    await page.getByRole('tab', { name: 'Contact' }).click();
    const contact = page.getByRole('tabpanel', { name: 'Contact' });
    await contact.getByText(/e-mail address and phone number stay private/).waitFor();
    await contact.getByRole('table', { name: `${artistName}'s availability` }).waitFor();
    await checkStep(page, 'booking-contact-calendar');
    // The state colours read in the dark theme too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await checkStep(page, 'booking-contact-calendar-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // The week shows each day's first three free times; the day shows them all.
    await contact.getByRole('button', { name: 'Week', exact: true }).click();
    await contact.getByRole('list', { name: 'Week' }).waitFor();
    await contact.getByRole('button', { name: 'Next week' }).click();
    await contact
      .getByRole('button', { name: /^Book \d\d:00 on / })
      .first()
      .waitFor();
    await checkStep(page, 'booking-contact-week');
    await contact.getByRole('button', { name: 'Day', exact: true }).click();
    const openTimes = contact.getByRole('region', { name: 'Open times' });
    await openTimes.waitFor();
    for (let i = 0; i < 7 && (await openTimes.getByRole('button').count()) === 0; i++) {
      await contact.getByRole('button', { name: 'Next day' }).click();
      await settle(page);
    }
    await checkStep(page, 'booking-contact-day');
    await contact.getByRole('button', { name: 'Month', exact: true }).click();

    await contact.getByRole('button', { name: OPEN_DATE }).first().click();
    const dialog = page.getByRole('dialog', { name: `Book with ${artistName}` });
    await dialog.getByText('Your request goes to').waitFor();
    const guest = { name: `Guest ${uniqueSuffix()}`, email: `modal-${label}-${uniqueSuffix()}@example.com` };
    await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(guest.name);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(guest.email);
    await dialog
      .getByRole('textbox', { name: /^Message/ })
      .fill('A portrait sitting for my grandmother, please.');
    await checkStep(page, 'booking-modal');

    await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
    const toast = page.getByText(/^Booking request sent successfully! Reference: EAS-[A-Z0-9]{6}$/);
    await toast.waitFor();
    await dialog.getByText('Request sent').waitFor();
    await checkStep(page, 'booking-modal-sent', { keepToasts: true });
    const reference = ((await toast.textContent()) ?? '').split('Reference: ')[1] ?? '';
    const found = await lookup(guest.email, reference);
    expect(found.bookings[0]).toMatchObject({ status: 'pending', reference });
    // Spec: the success state closes by itself after 3 seconds.
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    problems.expectNone();
  });
});

describe('availability management', () => {
  test.each(viewports)(
    'maya closes two dates in bulk, saves, and finds them closed after a reload (%s)',
    async (_label, viewport) => {
      const [first, second] = await findOpenDates();
      const { page, problems } = await openPage({ viewport });
      await signInAs(page, maya);
      await page.goto('/dashboard?tab=availability');
      await page.getByRole('heading', { name: 'Availability', exact: true }).waitFor();
      const calendar = page.getByRole('table', { name: 'Your availability' });
      await calendar.waitFor();
      await page.getByRole('switch', { name: 'Open on Monday' }).waitFor();
      await checkStep(page, 'booking-availability');

      // The services editor's form, with what a new service still needs; closing it saves nothing.
      await page.getByRole('button', { name: 'Add service' }).click();
      const editor = page.getByRole('dialog', { name: 'Add a service' });
      await editor.getByRole('button', { name: 'Add service' }).click();
      await editor.getByText('Service name is required').waitFor();
      await checkStep(page, 'services-editor-errors');
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });

      await showMonthOf(page, first);
      await dateButton(calendar, first).click();
      await dateButton(calendar, second).click();
      await page.getByText('2 dates selected').waitFor();
      await checkStep(page, 'booking-availability-selected');
      await page.getByRole('button', { name: 'Mark unavailable' }).click();
      await page.getByText('2 dates marked as unavailable').waitFor();
      await page.getByText('2 unsaved changes').waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Availability updated successfully!').waitFor();

      await page.reload();
      await page.getByRole('table', { name: 'Your availability' }).waitFor();
      await showMonthOf(page, first);
      for (const date of [first, second]) {
        await page.getByRole('button', { name: `${formatLongLocalDate(date)} — Unavailable` }).waitFor();
      }
      await checkStep(page, 'booking-availability-saved');

      // Open them again (back to the weekly hours), so the demo calendar stays as seeded.
      await dateButton(page, first).click();
      await dateButton(page, second).click();
      await page.getByRole('button', { name: 'Mark available' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Availability updated successfully!').waitFor();
      const map = await callApi<Availability>(
        `/bookings/availability/${maya.user.id}?startDate=${first}&endDate=${second}`,
      );
      expect([map.states[first], map.states[second]]).toEqual(['available', 'available']);
      problems.expectNone();
    },
  );

  test('maya sees her sessions on the Calendar tab with the private calendar link', async () => {
    for (const viewport of [desktop, mobile]) {
      const { page, problems } = await openPage({ viewport });
      await signInAs(page, maya);
      await page.goto('/dashboard?tab=calendar');
      await page.getByRole('heading', { name: 'Calendar', exact: true }).waitFor();
      await page.getByRole('list', { name: 'Sessions this month' }).waitFor();
      await page.getByRole('textbox', { name: 'Private calendar link' }).waitFor();
      await checkStep(page, 'booking-dashboard-calendar');
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await checkStep(page, 'booking-dashboard-calendar-week');
      problems.expectNone();
    }
  });
});
