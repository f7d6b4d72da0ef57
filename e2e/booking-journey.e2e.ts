import { beforeAll, expect, test } from 'vitest';
import { DEMO_ARTIST_EMAIL, DEMO_ARTIST_USERNAME } from '#server/platform/db/seed/demo-accounts.ts';
import { type Account, callApi, loginDemoAccount, signInAs, uniqueSuffix } from './support/accounts.ts';
import { openPage, screenshot } from './support/browser.ts';

// The whole booking journey across two browsers, as issue 4 tells it: a guest books the demo
// artist through the wizard; the artist, whose Bookings tab is already open, sees the request
// arrive without a reload and answers it; the guest tracks it by e-mail and reference; the guest's
// mailbox holds the request receipt and the answer. Since paid sessions (decision 020) a guest
// books a 'Quote' service, and the artist answers with a quote the guest signs in to accept.

let maya: Account;

beforeAll(async () => {
  maya = await loginDemoAccount(DEMO_ARTIST_EMAIL);
});

test('guest asks for a quote through the wizard, the artist quotes live, the guest tracks it and has the mails', async () => {
  const artist = await openPage();
  await signInAs(artist.page, maya);
  const streamOpen = artist.page.waitForResponse((r) => r.url().includes('/notifications/stream'));
  await artist.page.goto('/dashboard?tab=bookings');
  await artist.page.getByRole('tab', { name: /^Pending/ }).waitFor();
  await streamOpen;

  // The guest, in a browser of their own, books through the four steps.
  const guest = { name: `Journey Guest ${uniqueSuffix()}`, email: `journey-${uniqueSuffix()}@example.com` };
  const visitor = await openPage({ path: `/artists/${DEMO_ARTIST_USERNAME}` });
  await visitor.page.getByRole('heading', { level: 1, name: maya.name }).waitFor();
  await visitor.page.getByRole('button', { name: 'Book Session' }).first().click();
  const wizard = visitor.page.getByRole('dialog', { name: `Book a session with ${maya.name}` });
  await wizard
    .getByRole('button', { name: /— (Available|Partially Booked)$/ })
    .first()
    .click();
  const times = wizard.getByRole('list', { name: 'Times' });
  await times.locator('button:not([disabled])').first().click();
  await wizard.getByRole('textbox', { name: /^Full name/ }).fill(guest.name);
  await wizard.getByRole('textbox', { name: /^Email/ }).fill(guest.email);
  await wizard
    .getByRole('combobox', { name: /^Service/ })
    .selectOption({ label: 'Art Commission — variable — Quote — Flexible cancellation' });
  await wizard
    .getByRole('textbox', { name: /^Message/ })
    .fill('An hour on glaze chemistry for my first stoneware series.');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Send Booking Request' }).click();
  const referenceText = wizard.getByText(/^EAS-[A-Z0-9]{6}$/);
  await referenceText.waitFor();
  const reference = (await referenceText.textContent()) ?? '';

  // The artist's open tab shows it without a reload; she accepts.
  await artist.page.evaluate(() => document.body.setAttribute('data-journey', 'open'));
  const card = artist.page.getByRole('article', { name: guest.name });
  await card.waitFor({ timeout: 20_000 });
  expect(await artist.page.evaluate(() => document.body.dataset.journey)).toBe('open');
  await card.getByText(reference).waitFor();
  await card.getByRole('button', { name: 'Send quote' }).click();
  const quote = artist.page.getByRole('dialog', { name: 'Send a quote' });
  await quote
    .getByRole('spinbutton', { name: /Price/ })
    .or(quote.getByRole('textbox', { name: /Price/ }))
    .fill('95');
  await quote.getByRole('button', { name: 'Send quote' }).click();
  await artist.page.getByText('Quote sent successfully!').waitFor();
  await card
    .getByText(/95\.00 MACS/)
    .first()
    .waitFor();
  await screenshot(artist.page, 'booking-journey-artist-quoted');

  // The guest tracks it with the e-mail and the reference.
  await visitor.page.goto('/track-booking');
  await visitor.page.getByRole('textbox', { name: /Email address/ }).fill(guest.email);
  await visitor.page.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await visitor.page.getByRole('button', { name: 'Search' }).click();
  const tracked = visitor.page.getByRole('article', { name: 'Art Commission' });
  await tracked.getByText('Pending', { exact: true }).waitFor();
  await tracked
    .getByText(/95\.00 MACS/)
    .first()
    .waitFor();
  await screenshot(visitor.page, 'booking-journey-guest-tracked');

  // Mail: the receipt with the reference and the self-service link, then the quote.
  const { mails } = await callApi<{ mails: { subject: string; text: string; link: string | null }[] }>(
    `/dev/outbox?to=${encodeURIComponent(guest.email)}`,
  );
  const subjects = mails.map((m) => m.subject);
  expect(subjects).toContain(`Quote from ${maya.name} — ${reference}`);
  const receipt = mails.find((m) => m.link?.includes('/track-booking?manage='));
  expect(receipt?.text).toContain(reference);
  artist.problems.expectNone();
  visitor.problems.expectNone();
});
