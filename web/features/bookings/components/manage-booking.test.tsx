import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStatusNotes } from '#shared/booking-rules.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildBooking, buildPaidBooking, buildQuoteBooking } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { ManageBooking } from './manage-booking.tsx';

const token = 'signed.token-value';
const booking = buildBooking({ viewerRole: 'guest', service: 'Portrait Session' });
const managePath = `/api/v1/bookings/manage/${token}`;

beforeEach(freezeDate);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('guest self-service link', () => {
  it('shows the booking and cancels it with an optional reason', async () => {
    let body: unknown;
    stubFetch({
      [managePath]: () => jsonResponse(200, { success: true, booking }),
      [`${managePath}/cancel`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, {
          success: true,
          booking: { ...booking, status: 'cancelled', cancelledBy: 'client' },
        });
      },
    });
    renderBookings(<ManageBooking token={token} />);
    const card = await screen.findByRole('article', { name: 'Portrait Session' });
    expect(within(card).getByText(bookingStatusNotes.pending)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled successfully!')).toBeVisible();
    expect(body).toEqual({ reason: '' });
    expect(
      within(screen.getByRole('article', { name: 'Portrait Session' })).getByText('Cancelled'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says how much a paid request gives back when cancelled through the link', async () => {
    const paid = buildPaidBooking({ viewerRole: 'guest' });
    stubFetch({ [managePath]: () => jsonResponse(200, { success: true, booking: paid }) });
    renderBookings(<ManageBooking token={token} />);
    const card = await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    expect(card).toHaveTextContent('150.00 MACS held in escrow');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('You will get all 150.00 MACS back.')).toBeVisible();
  });

  it('tells a guest with an open quote where to accept it and pay', async () => {
    const quoted = buildQuoteBooking('quoted', { viewerRole: 'guest' });
    stubFetch({ [managePath]: () => jsonResponse(200, { success: true, booking: quoted }) });
    renderBookings(<ManageBooking token={token} />);
    const card = await screen.findByRole('article', { name: 'Commission' });
    expect(within(card).getByText(/To accept this quote and pay, sign in/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(within(card).queryByRole('button', { name: /Accept quote/ })).toBeNull();
  });

  it('says the link cannot be opened, with the server reason and Retry', async () => {
    stubFetch({
      [managePath]: () =>
        jsonResponse(404, {
          success: false,
          code: 'NOT_FOUND',
          message: 'This link has expired or is not valid',
        }),
    });
    renderBookings(<ManageBooking token={token} />);
    expect(await screen.findByText('This booking link could not be opened.')).toBeVisible();
    expect(screen.getByText('This link has expired or is not valid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
