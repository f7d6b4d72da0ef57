import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_TO_PAY_MESSAGE } from '#shared/booking-payments.ts';
import { artistId, json, signIn, stubApi, visitor } from '../availability-calendar/calendar-test-kit.tsx';
import {
  commission,
  consultation,
  created,
  currentStep,
  isolateWizardTests,
  MESSAGE,
  pickDateAndTime,
  reachReview,
  renderWizard,
  wizardRoutes as routes,
  studioChat,
} from './wizard-test-kit.tsx';

const INSUFFICIENT = 'Insufficient MACS balance. Top up your wallet to continue.';

const refusal = (status: number, code: string, message: string) => () =>
  json({ success: false, code, message, error: message }, status);

const login = () => json({ success: true, token: 'fresh-token', user: visitor });

/** What the review still shows of the request: nothing typed was lost. */
function expectRequestKept(review: HTMLElement) {
  expect(within(review).getByText('Ada Guest')).toBeVisible();
  expect(within(review).getByText('ada@example.com')).toBeVisible();
  expect(within(review).getByText(MESSAGE)).toBeVisible();
  expect(within(review).getByText('Art Consultation · 1 hour · 75 MACS')).toBeVisible();
}

isolateWizardTests();

describe('booking wizard payments', () => {
  it("shows each service's price and policy where it is chosen, and the chosen one's terms", async () => {
    stubApi(routes(created));
    const dialog = renderWizard();
    await pickDateAndTime(dialog, '16:00');
    const select = await within(dialog).findByRole('combobox', { name: /^Service/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a service…',
      'Art Consultation — 1 hour — 75 MACS — Flexible cancellation',
      'Workshop Session — 3-4 hours — 200 MACS — Flexible cancellation (too long for this time)',
      'Art Commission — variable — Quote — Moderate cancellation',
      'Studio Chat — 30 minutes — Free',
    ]);

    await userEvent.selectOptions(select, consultation.id);
    expect(dialog).toHaveTextContent(
      '75.00 MACS will be held in escrow when you send this request and paid to Maya Chen when the session is completed. If the request is declined or not answered in time, you get it all back.',
    );
    expect(dialog).toHaveTextContent(
      'Flexible cancellation: Full refund if you cancel at least 24 hours before the session; no refund after that.',
    );
    expect(within(dialog).getByText(/^Paid sessions need an account/)).toBeVisible();

    await userEvent.selectOptions(select, commission.id);
    expect(dialog).toHaveTextContent(
      'Maya Chen will reply with a price for you to accept. Nothing is paid until you accept it; then the price is held in escrow until the session is completed.',
    );
    expect(dialog).toHaveTextContent(
      'Moderate cancellation once a quote is accepted: Full refund if you cancel at least 72 hours before the session; half after that.',
    );
    expect(within(dialog).queryByText(/^Paid sessions need an account/)).toBeNull();

    await userEvent.selectOptions(select, studioChat.id);
    expect(within(dialog).getByText('Free request — nothing is charged.')).toBeVisible();
    // Nothing is held for a free service, so no policy under it.
    expect(within(dialog).queryByText(/^Full refund|^Half refunded/)).toBeNull();
  });

  it('asks a guest to sign in before a paid session, keeps everything typed, then sends it', async () => {
    let authorization: string | null = null;
    const calls = stubApi(
      routes(
        (init) => {
          authorization = new Headers(init?.headers).get('Authorization');
          return created();
        },
        { 'POST /auth/login': login },
      ),
    );
    const dialog = renderWizard();
    const review = await reachReview(dialog);

    // Nothing can be sent yet: the wizard asks for an account instead.
    expect(within(review).getByText(SIGN_IN_TO_PAY_MESSAGE)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send Booking Request' })).toBeNull();
    const signInButton = within(dialog).getByRole('button', { name: 'Sign in to book' });

    // 'Create an account' opens the sign-up for a supporter; closing it leaves the wizard as it was.
    await userEvent.click(within(review).getByRole('button', { name: 'Create an account' }));
    const join = await screen.findByRole('dialog', { name: 'Join Easel' });
    await userEvent.click(within(join).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Join Easel' })).toBeNull());
    expectRequestKept(review);

    await userEvent.click(signInButton);
    const auth = await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.type(within(auth).getByRole('textbox', { name: /^Email/ }), visitor.email);
    await userEvent.type(within(auth).getByLabelText(/^Password/), 'a-long-password');
    await userEvent.click(within(auth).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull());

    // Signed in: the same review, everything kept, and the request can go.
    expect(currentStep(dialog)).toBe('4Confirmation');
    expectRequestKept(review);
    expect(within(review).queryByText(SIGN_IN_TO_PAY_MESSAGE)).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/bookings')).toBe(false);
    const send = within(dialog).getByRole('button', { name: 'Send Booking Request' });
    await waitFor(() => expect(send).toHaveFocus());
    await userEvent.click(send);
    expect(await within(dialog).findByText('EAS-7K3Q9M')).toBeVisible();
    expect(authorization).toBe('Bearer fresh-token');
    expect(calls.find((call) => call.method === 'POST' && call.path === '/bookings')?.body).toMatchObject({
      clientName: 'Ada Guest',
      clientEmail: 'ada@example.com',
      message: MESSAGE,
      service: consultation.id,
    });
  }, 20_000);

  it('answers a 401 SIGN_IN_TO_PAY on the review, with the sign-in and everything kept', async () => {
    stubApi({
      ...routes(refusal(401, 'SIGN_IN_TO_PAY', SIGN_IN_TO_PAY_MESSAGE), { 'POST /auth/login': login }),
      ...signIn(),
    });
    const dialog = renderWizard();
    const review = await reachReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(SIGN_IN_TO_PAY_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Sign in to book' })).toBeEnabled();
    expect(within(dialog).queryByText('Booking Failed')).toBeNull();
    expect(currentStep(dialog)).toBe('4Confirmation');
    expectRequestKept(review);
  });

  it('shows a short wallet with a top-up link on the review, and sends again once topped up', async () => {
    let short = true;
    const calls = stubApi({
      ...routes(() => (short ? refusal(409, 'INSUFFICIENT_FUNDS', INSUFFICIENT)() : created())),
      ...signIn(),
    });
    const dialog = renderWizard();
    const review = await reachReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));

    const alert = await within(review).findByRole('alert');
    expect(alert).toHaveTextContent(INSUFFICIENT);
    const topUp = within(alert).getByRole('link', { name: 'Top up your wallet (opens in a new tab)' });
    expect(topUp).toHaveAttribute('href', '/wallet');
    expect(topUp).toHaveAttribute('target', '_blank');
    // Not the slot-taken failure screen: the request stays as typed, ready to send again.
    expect(within(dialog).queryByText('Booking Failed')).toBeNull();
    expectRequestKept(review);

    short = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(dialog).findByText('EAS-7K3Q9M')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/bookings')).toHaveLength(2);
  });

  it('sends the terms it shows, and says so on the review when the artist changed them meanwhile', async () => {
    const CHANGED =
      'The artist changed “Art Consultation” since you looked: it is now 90.00 MACS with flexible cancellation. Nothing was charged; check it again before you send the request.';
    let price = 75;
    const calls = stubApi({
      ...routes((init) => {
        const sent = JSON.parse(String(init?.body));
        return sent.price === price ? created() : refusal(409, 'PRICE_CHANGED', CHANGED)();
      }),
      [`GET /services/artist/${artistId}`]: () =>
        json({
          success: true,
          data: [{ ...consultation, price, priceLabel: `${price} MACS` }, commission, studioChat],
        }),
      ...signIn(),
    });
    const dialog = renderWizard();
    const review = await reachReview(dialog);
    price = 90;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));

    expect(await within(review).findByRole('alert')).toHaveTextContent(CHANGED);
    expect(within(dialog).queryByText('Booking Failed')).toBeNull();
    // The review reads the service again and shows its new price before anything is sent again.
    expect(await within(review).findByText('Art Consultation · 1 hour · 90 MACS')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(dialog).findByText('EAS-7K3Q9M')).toBeVisible();
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/bookings');
    expect(sent.map((call) => (call.body as { price: number }).price)).toEqual([75, 90]);
    expect(sent[0]!.body).toMatchObject({ cancellationPolicy: consultation.cancellationPolicy });
  });

  it('lets a guest request a Quote or a free service without signing in', async () => {
    const calls = stubApi(routes(created));
    const dialog = renderWizard();
    const review = await reachReview(dialog, studioChat.id);
    expect(within(review).getByText('Free request — nothing is charged.')).toBeVisible();
    expect(within(review).queryByText(SIGN_IN_TO_PAY_MESSAGE)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await within(dialog).findByText('EAS-7K3Q9M')).toBeVisible();
    expect(within(dialog).getByText('Nothing was charged.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/bookings')?.body).toMatchObject({
      service: studioChat.id,
    });
  });
});
