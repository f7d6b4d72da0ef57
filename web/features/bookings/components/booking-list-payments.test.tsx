import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/schemas/bookings.ts';
import { QUOTE_PRICE_MESSAGE } from '#shared/schemas/bookings.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildDisputedBooking, buildPaidBooking, buildQuoteBooking } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { ArtistBookingList } from './booking-list.tsx';

const artistId = '11111111-1111-4111-8111-111111111111';
const listPath = `/api/v1/booking/artist/${artistId}`;
const listOf = (bookings: Booking[]) => () => jsonResponse(200, { success: true, data: bookings });
const card = (name: string) => screen.getByRole('article', { name });
const fact = (within: HTMLElement, term: string) =>
  (Array.from(within.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling ??
    null) as HTMLElement | null;

beforeEach(freezeDate);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paid sessions on the artist dashboard', () => {
  it('shows the price, where the MACS are, the policy and the answer deadline', async () => {
    const paid = buildPaidBooking({ clientName: 'Sam Rivera' });
    stubFetch({ [listPath]: listOf([paid]) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const samCard = await screen.findByRole('article', { name: 'Sam Rivera' });
    expect(within(samCard).getByText('150 MACS')).toBeVisible();
    expect(fact(samCard, 'Payment')).toHaveTextContent('150.00 MACS held in escrow');
    expect(fact(samCard, 'Cancellation policy')).toHaveTextContent('Moderate');
    expect(
      within(samCard).getByText(
        'Answer by Mar 13, 2026, 09:00, or the request expires and the client is refunded in full.',
      ),
    ).toBeVisible();
    expect(within(samCard).getByRole('button', { name: 'Accept' })).toBeVisible();

    await userEvent.click(within(samCard).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' });
    expect(within(dialog).getByText('Sam Rivera gets all 150.00 MACS back.')).toBeVisible();
  });

  it('sends a quote instead of accepting a Quote request, with the price and note', async () => {
    const request = buildQuoteBooking('requested', { clientName: 'Olivia Parker' });
    let body: unknown;
    let stored = request;
    stubFetch({
      [listPath]: () => jsonResponse(200, { success: true, data: [stored] }),
      [`/api/v1/booking/${request.id}/quote`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        stored = {
          ...request,
          quote: {
            status: 'quoted',
            price: 240,
            note: 'Glazed, two sizes.',
            quotedAt: '2026-03-10T12:00:00.000Z',
            expiresAt: '2026-03-17T12:00:00.000Z',
          },
        };
        return jsonResponse(200, { success: true, data: stored });
      },
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const oliviaCard = await screen.findByRole('article', { name: 'Olivia Parker' });
    expect(within(oliviaCard).getByText('Quote')).toBeVisible();
    expect(within(oliviaCard).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(oliviaCard).getByText(/The client asked for a quote\. Send one by/)).toBeVisible();

    await userEvent.click(within(oliviaCard).getByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(await within(dialog).findByText(QUOTE_PRICE_MESSAGE)).toBeVisible();
    expect(body).toBeUndefined();

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '240');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), '  Glazed, two sizes.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Quote sent successfully!')).toBeVisible();
    expect(body).toEqual({ price: 240, note: 'Glazed, two sizes.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const quoted = card('Olivia Parker');
    expect(within(quoted).getByText('240.00 MACS quoted')).toBeVisible();
    expect(within(quoted).getByText('Glazed, two sizes.')).toBeVisible();
    expect(within(quoted).getByRole('button', { name: 'Send a new quote' })).toBeVisible();
  });

  it("shows the server's refusal under the field it names", async () => {
    const request = buildQuoteBooking('quoted', { clientName: 'Olivia Parker' });
    stubFetch({
      [listPath]: listOf([request]),
      [`/api/v1/booking/${request.id}/quote`]: () =>
        jsonResponse(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid',
          details: [{ field: 'price', message: 'Price can have at most two decimals' }],
        }),
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const oliviaCard = await screen.findByRole('article', { name: 'Olivia Parker' });
    await userEvent.click(within(oliviaCard).getByRole('button', { name: 'Send a new quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new quote' });
    // A new quote starts from the one sent.
    const price = within(dialog).getByRole('spinbutton', { name: /Price/ });
    expect(price).toHaveValue(200);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price can have at most two decimals'));
    expect(screen.getByRole('dialog', { name: 'Send a new quote' })).toBeVisible();
  });

  it('renders disputed, expired and settled sessions with their status and money', async () => {
    const disputed = buildDisputedBooking({ clientName: 'Daniel Wu' });
    const expired = buildPaidBooking({
      clientName: 'Hannah Lee',
      status: 'expired',
      statusReason: 'The artist did not answer in time. Any payment was refunded in full.',
      payment: { amount: 150, held: 0, released: 0, refunded: 150 },
    });
    const completed = buildPaidBooking({
      clientName: 'Jordan Lee',
      status: 'completed',
      daysAhead: -5,
      payment: { amount: 150, held: 0, released: 150, refunded: 0 },
    });
    stubFetch({ [listPath]: listOf([disputed, expired, completed]) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const disputedCard = await screen.findByRole('article', { name: 'Daniel Wu' });
    expect(within(disputedCard).getByText('Disputed').className).toContain('amber');
    expect(within(disputedCard).getByText('Dispute open')).toBeVisible();
    expect(within(disputedCard).getByText('The artist never joined the call.')).toBeVisible();
    expect(within(disputedCard).getByText(/The payment stays held until our team decides/)).toBeVisible();
    expect(within(disputedCard).queryByRole('button')).toBeNull();

    const expiredCard = card('Hannah Lee');
    expect(within(expiredCard).getByText('Expired')).toHaveAttribute('data-status', 'expired');
    expect(within(expiredCard).getByText('Expired').className).toContain('stone');
    expect(fact(expiredCard, 'Payment')).toHaveTextContent('Refunded 150.00 MACS');
    expect(within(expiredCard).getByText(/did not answer in time/)).toBeVisible();
    expect(fact(card('Jordan Lee'), 'Payment')).toHaveTextContent('Paid to the artist: 150.00 MACS');
  });
});
