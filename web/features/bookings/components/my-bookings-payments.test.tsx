import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancellationPolicySummaries } from '#shared/booking-payments.ts';
import { bookingStatusNotes } from '#shared/booking-rules.ts';
import { type Booking, DISPUTE_REASON_MESSAGE } from '#shared/schemas/bookings.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildPaidBooking, buildQuoteBooking, TEST_NOW } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { MyBookingsView } from './my-bookings-view.tsx';

const userId = '22222222-2222-4222-8222-222222222222';
const listPath = '/api/v1/booking/client';
const HOUR = 3_600_000;
const card = (service: string) => screen.getByRole('article', { name: service });

/** A list the test can change, as the server's would after an action. */
function serveList(initial: Booking[]) {
  const state = { bookings: initial };
  return {
    state,
    handler: () => jsonResponse(200, { success: true, data: state.bookings }),
    replace: (booking: Booking) => {
      state.bookings = state.bookings.map((b) => (b.id === booking.id ? booking : b));
      return jsonResponse(200, { success: true, data: booking });
    },
  };
}

beforeEach(freezeDate);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paid sessions in My Bookings', () => {
  it('shows the price, the held payment, the policy and how long the artist has to answer', async () => {
    const paid = buildPaidBooking({ viewerRole: 'client' });
    stubFetch({ [listPath]: serveList([paid]).handler });
    renderBookings(<MyBookingsView userId={userId} />);
    const paidCard = await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    expect(paidCard).toHaveTextContent('Price150 MACS');
    expect(paidCard).toHaveTextContent('Payment150.00 MACS held in escrow');
    expect(within(paidCard).getByText(cancellationPolicySummaries.moderate)).toBeVisible();
    expect(
      within(paidCard).getByText(
        'The artist has until Mar 13, 2026, 09:00 to answer. If they do not, your payment is refunded in full.',
      ),
    ).toBeVisible();
  });

  it('says what a cancellation 48 hours ahead gives back under the moderate policy', async () => {
    const start = new Date(TEST_NOW.getTime() + 48 * HOUR);
    const confirmed = buildPaidBooking({
      viewerRole: 'client',
      status: 'confirmed',
      dateTime: start.toISOString(),
      endsAt: new Date(start.getTime() + HOUR).toISOString(),
      respondBy: null,
      disputeUntil: new Date(start.getTime() + 25 * HOUR).toISOString(),
    });
    let body: unknown;
    const list = serveList([confirmed]);
    stubFetch({
      [listPath]: list.handler,
      [`/api/v1/booking/${confirmed.id}/cancel`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return list.replace({
          ...confirmed,
          status: 'cancelled',
          cancelledBy: 'client',
          payment: { amount: 150, held: 0, released: 75, refunded: 75 },
        });
      },
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const confirmedCard = await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    expect(
      within(confirmedCard).getByText(
        'The payment goes to the artist at Mar 13, 2026, 13:00. If something goes wrong, you can report a problem until then.',
      ),
    ).toBeVisible();
    expect(within(confirmedCard).queryByRole('button', { name: 'Report a problem' })).toBeNull();
    await userEvent.click(within(confirmedCard).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText(
        'You will get back 75.00 of 150.00 MACS under the Moderate policy. The artist keeps 75.00 MACS.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled successfully!')).toBeVisible();
    expect(body).toEqual({ reason: '' });
    await waitFor(() =>
      expect(card('Custom Ceramic Piece')).toHaveTextContent(
        'Partly refunded: 75.00 MACS refunded, 75.00 MACS paid to the artist',
      ),
    );
  });

  it('accepts a quote with its price on the button, and confirms the session', async () => {
    const quoted = buildQuoteBooking('quoted', { viewerRole: 'client' });
    const posted: unknown[] = [];
    const list = serveList([quoted]);
    stubFetch({
      [listPath]: list.handler,
      [`/api/v1/booking/${quoted.id}/quote/accept`]: (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return list.replace({
          ...quoted,
          status: 'confirmed',
          price: 200,
          payment: { amount: 200, held: 200, released: 0, refunded: 0 },
          quote: { ...quoted.quote!, status: 'accepted' },
          respondBy: null,
        });
      },
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const quotedCard = await screen.findByRole('article', { name: 'Commission' });
    expect(within(quotedCard).getByText('Quote from Maya Chen')).toBeVisible();
    expect(within(quotedCard).getByText('Includes two rounds of sketches.')).toBeVisible();
    expect(within(quotedCard).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The policy comes with the quote: the client reads both before accepting.
    expect(quotedCard).toHaveTextContent('Cancellation policyModerate');
    await userEvent.click(
      within(quotedCard).getByRole('button', { name: 'Accept quote and pay 200.00 MACS' }),
    );
    expect(await screen.findByText('Quote accepted. Your session is confirmed!')).toBeVisible();
    // The terms on screen, which the server holds the acceptance to.
    expect(posted).toEqual([{ price: 200, cancellationPolicy: 'moderate' }]);
    await waitFor(() => expect(within(card('Commission')).getByText('Confirmed')).toBeVisible());
    expect(card('Commission')).toHaveTextContent('200.00 MACS held in escrow');
  });

  it('points to the wallet to top up when the balance is short', async () => {
    const quoted = buildQuoteBooking('quoted', { viewerRole: 'client' });
    stubFetch({
      [listPath]: serveList([quoted]).handler,
      [`/api/v1/booking/${quoted.id}/quote/accept`]: () =>
        jsonResponse(409, {
          success: false,
          code: 'INSUFFICIENT_FUNDS',
          message: 'Insufficient MACS balance. Top up your wallet to continue.',
        }),
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const quotedCard = await screen.findByRole('article', { name: 'Commission' });
    await userEvent.click(within(quotedCard).getByRole('button', { name: /Accept quote and pay/ }));
    const alert = await within(quotedCard).findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient MACS balance. Top up your wallet to continue.');
    expect(within(alert).getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    );
  });

  it('declines a quote with an optional reason', async () => {
    const quoted = buildQuoteBooking('quoted', { viewerRole: 'client' });
    let body: unknown;
    const list = serveList([quoted]);
    stubFetch({
      [listPath]: list.handler,
      [`/api/v1/booking/${quoted.id}/quote/decline`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return list.replace({ ...quoted, status: 'cancelled', cancelledBy: 'client' });
      },
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const quotedCard = await screen.findByRole('article', { name: 'Commission' });
    await userEvent.click(within(quotedCard).getByRole('button', { name: 'Decline quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Over my budget.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('Quote declined successfully!')).toBeVisible();
    expect(body).toEqual({ reason: 'Over my budget.' });
  });

  it('reports a problem with a session that has started, with a reason of at least 10 characters', async () => {
    const started = buildPaidBooking({
      viewerRole: 'client',
      status: 'confirmed',
      daysAhead: 0,
      respondBy: null,
      disputeUntil: '2026-03-11T11:00:00.000Z',
    });
    let body: unknown;
    const list = serveList([started]);
    stubFetch({
      [listPath]: list.handler,
      [`/api/v1/booking/${started.id}/dispute`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return list.replace({
          ...started,
          status: 'disputed',
          dispute: {
            reason: 'The artist never joined the call.',
            openedAt: TEST_NOW.toISOString(),
            outcome: null,
            note: '',
            resolvedAt: null,
          },
        });
      },
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const startedCard = await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    await userEvent.click(within(startedCard).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(dialog).toHaveTextContent('Your payment (150.00 MACS) stays in escrow until our team decides');
    const reason = within(dialog).getByRole('textbox', { name: /What went wrong/ });
    await userEvent.type(reason, 'Too late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(DISPUTE_REASON_MESSAGE)).toBeVisible();
    expect(body).toBeUndefined();

    await userEvent.clear(reason);
    await userEvent.type(reason, 'The artist never joined the call.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(
      await screen.findByText('Your report was sent. The payment stays held until our team decides.'),
    ).toBeVisible();
    expect(body).toEqual({ reason: 'The artist never joined the call.' });
    await waitFor(() => expect(within(card('Custom Ceramic Piece')).getByText('Disputed')).toBeVisible());
    const disputed = card('Custom Ceramic Piece');
    expect(within(disputed).getByText(bookingStatusNotes.disputed)).toBeVisible();
    expect(within(disputed).getByText('The artist never joined the call.')).toBeVisible();
    expect(within(disputed).queryByRole('button')).toBeNull();
  });
});
