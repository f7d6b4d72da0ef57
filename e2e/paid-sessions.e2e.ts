import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Account, callApi, loginDemoAccount, registerAccount, signInAs } from './support/accounts.ts';
import { desktop, mobile, openPage, screenshot, type Viewport } from './support/browser.ts';
import { checkStep } from './support/pages.ts';
import { findFreeSlot } from './support/slots.ts';

// Issue 18 in the browser: a supporter books a paid session and pays into escrow, the artist
// accepts; a declined request is refunded; the artist completes a paid session that has ended and
// the MACS arrive; a Quote request is priced by the artist and accepted (paid) by the client.
// At both widths, with screenshots (decision 020).

const CONSULTATION = 'Art Consultation — 1 hour — 75 MACS — Flexible cancellation';
/** The seed's paid consultations with maya that ended an hour or more ago: one per width. */
const ENDED_SESSIONS = {
  desktop: ['Jordan Lee', 'EAS-PA2D3J'],
  mobile: ['Riley Chen', 'EAS-PA2D6R'],
} as const;
/** The seed's disputed consultations with maya, one per width, for the operator to decide. */
const DISPUTED_SESSIONS = { desktop: 'EAS-D2SP8T', mobile: 'EAS-D2SP9M' } as const;

let maya: Account;

beforeAll(async () => {
  maya = await loginDemoAccount('maya@easel.test');
});

const balanceOf = async (account: Account) =>
  (
    await callApi<{ data: { balance: number } }>(`/wallet/balance/${account.user.id}`, {
      token: account.token,
    })
  ).data.balance;

/** A new supporter with `macs` topped up in test mode. */
async function fundedSupporter(macs: number): Promise<Account> {
  const account = await registerAccount();
  await callApi('/wallet/topup', { token: account.token, body: { amount: macs } });
  return account;
}

/** A request of `service` by `client` with maya at her next free hour, through the API. */
async function requestSession(client: Account, service: string) {
  const slot = await findFreeSlot(maya, 30);
  const { booking } = await callApi<{ booking: { id: string; reference: string } }>('/bookings', {
    token: client.token,
    body: {
      artistId: maya.user.id,
      service,
      dateTime: slot.dateTime,
      message: 'A session for my studio, please.',
    },
  });
  return booking;
}

/** Maya's Bookings tab, signed in, and her card of one booking (by its reference). */
async function mayaCard(viewport: Viewport, clientName: string, reference: string) {
  const { page, problems } = await openPage({ viewport });
  await signInAs(page, maya);
  await page.goto('/dashboard?tab=bookings');
  const card = page.getByRole('article', { name: clientName }).filter({ hasText: reference });
  await card.waitFor();
  return { page, problems, card };
}

async function bookThroughWizard(page: Page) {
  await page.goto(`/artists/${maya.username}`);
  await page.getByRole('button', { name: 'Book Session' }).first().click();
  const wizard = page.getByRole('dialog', { name: `Book a session with ${maya.name}` });
  await wizard
    .getByRole('button', { name: /— (Available|Partially Booked)$/ })
    .first()
    .click();
  await wizard.getByRole('list', { name: 'Times' }).locator('button:not([disabled])').first().click();
  await wizard.getByRole('combobox', { name: /^Service/ }).selectOption({ label: CONSULTATION });
  await wizard.getByText(/75\.00 MACS will be held in escrow/).waitFor();
  await wizard.getByRole('textbox', { name: /^Message/ }).fill('An hour on glaze chemistry, paid in MACS.');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard
    .getByRole('region', { name: 'Review your request' })
    .getByText(/75\.00 MACS/)
    .first()
    .waitFor();
  await checkStep(page, 'paid-wizard-review');
  await wizard.getByRole('button', { name: 'Send Booking Request' }).click();
  // The success screen closes itself after a few seconds: read the reference first.
  const reference = (await wizard.getByText(/^EAS-[A-Z0-9]{6}$/).textContent()) ?? '';
  await screenshot(page, 'paid-wizard-sent');
  return reference;
}

const viewports: [keyof typeof ENDED_SESSIONS, Viewport][] = [
  ['desktop', desktop],
  ['mobile', mobile],
];

describe.each(viewports)('paid sessions at %s', (label, viewport) => {
  test('a supporter books and pays into escrow, maya accepts; a declined request comes back in full', async () => {
    const client = await fundedSupporter(200);
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, client);
    const reference = await bookThroughWizard(page);
    expect(await balanceOf(client)).toBe(125);

    const artist = await mayaCard(viewport, client.name, reference);
    await artist.card.getByText('75.00 MACS held in escrow').waitFor();
    await artist.card.getByRole('button', { name: 'Accept' }).click();
    await artist.page.getByText('Booking confirmed successfully!').waitFor();
    await checkStep(artist.page, `paid-artist-accepted-${label}`);

    const declined = await requestSession(client, 'consultation');
    expect(await balanceOf(client)).toBe(50);
    await artist.page.reload();
    const card = artist.page
      .getByRole('article', { name: client.name })
      .filter({ hasText: declined.reference });
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = artist.page.getByRole('dialog', { name: 'Decline this booking?' });
    await dialog
      .getByText(/75\.00 MACS/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Decline booking' }).click();
    await artist.page.getByText('Booking declined successfully!').waitFor();
    expect(await balanceOf(client)).toBe(125);

    await page.goto('/my-bookings');
    const mine = page
      .getByRole('article', { name: 'Art Consultation' })
      .filter({ hasText: declined.reference });
    await mine.getByText(/Refunded 75\.00 MACS/).waitFor();
    await checkStep(page, `paid-client-refunded-${label}`);
    problems.expectNone();
    artist.problems.expectNone();
  });

  test('a paid session that has ended stays held while its client may still report a problem', async () => {
    const [clientName, reference] = ENDED_SESSIONS[label];
    const before = await balanceOf(maya);
    const { page, problems, card } = await mayaCard(viewport, clientName, reference);
    await card.getByText('75.00 MACS held in escrow').waitFor();
    // The client has 24 hours after the end to report a problem: the session completes itself then.
    await card.getByText(/The payment is released to you at .+, when the session completes itself/).waitFor();
    expect(await card.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    expect(await balanceOf(maya)).toBe(before);
    await checkStep(page, `paid-artist-held-${label}`);
    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'Session payments' }).waitFor();
    await checkStep(page, `paid-artist-wallet-${label}`);
    problems.expectNone();
  });

  test('the operator splits a disputed payment between the client and maya', async () => {
    const ops = await loginDemoAccount('ops@easel.test');
    const before = await balanceOf(maya);
    const { page, problems } = await openPage({ viewport });
    await signInAs(page, ops);
    await page.goto('/admin?tab=payments');
    await page.getByRole('heading', { name: 'Disputed sessions' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: DISPUTED_SESSIONS[label] });
    await card.getByText('75.00 MACS').first().waitFor();
    await card.getByRole('button', { name: 'Resolve dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve dispute' });
    await dialog.getByRole('radio', { name: /^Split/ }).check();
    await dialog
      .getByRole('textbox', { name: /Refund to the client/ })
      .or(dialog.getByRole('spinbutton', { name: /Refund to the client/ }))
      .fill('25');
    await dialog
      .getByRole('textbox', { name: /Note to both parties/ })
      .fill('A third of the session was lost.');
    await checkStep(page, `paid-dispute-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Split payment' }).click();
    await page.getByText('Split between both').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await balanceOf(maya)).toBe(before + 50);
    await checkStep(page, `paid-dispute-decided-${label}`);
    problems.expectNone();
  });

  test('maya prices a Quote request and the client accepts it, paying into escrow', async () => {
    const client = await fundedSupporter(300);
    const asked = await requestSession(client, 'commission');
    const artist = await mayaCard(viewport, client.name, asked.reference);
    await artist.card.getByRole('button', { name: 'Send quote' }).click();
    const dialog = artist.page.getByRole('dialog', { name: 'Send a quote' });
    await dialog
      .getByRole('spinbutton', { name: /Price/ })
      .or(dialog.getByRole('textbox', { name: /Price/ }))
      .fill('180');
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Two glazes, delivered framed.');
    await checkStep(artist.page, `paid-quote-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Send quote' }).click();
    await artist.page.getByText('Quote sent successfully!').waitFor();

    const { page, problems } = await openPage({ viewport });
    await signInAs(page, client);
    await page.goto('/my-bookings');
    const card = page.getByRole('article', { name: 'Art Commission' }).filter({ hasText: asked.reference });
    await card.getByText('Two glazes, delivered framed.').waitFor();
    await checkStep(page, `paid-quote-received-${label}`);
    await card.getByRole('button', { name: 'Accept quote and pay 180.00 MACS' }).click();
    await page.getByText('Quote accepted. Your session is confirmed!').waitFor();
    await card.getByText('180.00 MACS held in escrow').waitFor();
    expect(await balanceOf(client)).toBe(120);
    await checkStep(page, `paid-quote-accepted-${label}`);
    problems.expectNone();
    artist.problems.expectNone();
  });
});
