import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/schemas/bookings.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildBooking, buildPaidBooking } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { NOTIFICATION_EVENT } from '../lib/use-booking-live-refresh.ts';
import { ArtistBookingList } from './booking-list.tsx';

const artistId = '11111111-1111-4111-8111-111111111111';
const listPath = `/api/v1/booking/artist/${artistId}`;

const sam = buildBooking({ clientName: 'Sam Rivera', service: 'Custom Ceramic Piece', daysAhead: 1 });
const olivia = buildBooking({
  clientName: 'Olivia Parker',
  clientEmail: 'olivia.parker@example.com',
  service: 'Portrait Session',
  message: 'A portrait of my grandmother at her wheel.',
  daysAhead: 5,
});
const daniel = buildBooking({
  clientName: 'Daniel Wu',
  service: 'Workshop Session',
  status: 'confirmed',
  daysAhead: 9,
});
const hannah = buildBooking({
  clientName: 'Hannah Lee',
  status: 'declined',
  statusReason: 'Away that week.',
});
const jordan = buildBooking({ clientName: 'Jordan Lee', status: 'completed', daysAhead: -20 });
const kim = buildBooking({ clientName: 'Kim Park', status: 'cancelled', cancelledBy: 'client' });
const all = [sam, olivia, daniel, hannah, jordan, kim];

function listOf(bookings: Booking[]) {
  return () => jsonResponse(200, { success: true, data: bookings });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(freezeDate);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard bookings', () => {
  it('counts every filter tab and shows only the chosen status', async () => {
    stubFetch({ [listPath]: listOf(all) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All6',
      'Pending2',
      'Confirmed1',
      'Completed1',
      'Declined1',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(6);

    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(card('Sam Rivera')).toBeVisible();
    expect(card('Olivia Parker')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: /Declined/ }));
    expect(within(card('Hannah Lee')).getByText('Away that week.')).toBeVisible();
  });

  it('shows who, what, when, how soon and the spec status colour on each card', async () => {
    stubFetch({ [listPath]: listOf([sam, jordan]) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const samCard = await screen.findByRole('article', { name: 'Sam Rivera' });
    expect(within(samCard).getByText('sam@example.com')).toBeVisible();
    expect(within(samCard).getByText('Custom Ceramic Piece')).toBeVisible();
    expect(within(samCard).getByText('Wednesday, March 11, 2026')).toBeVisible();
    expect(within(samCard).getByText('10:00 (UTC time)')).toBeVisible();
    expect(within(samCard).getByText('Tomorrow')).toBeVisible();
    expect(within(samCard).getByText(sam.reference)).toBeVisible();
    expect(within(samCard).getByText('Mar 1, 2026')).toBeVisible();
    expect(within(samCard).getByText(sam.message)).toBeVisible();
    expect(within(samCard).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    expect(within(samCard).getByText('Pending').className).toContain('amber');
    const past = card('Jordan Lee');
    expect(within(past).getByText('Past')).toBeVisible();
    expect(within(past).getByText('Completed').className).toContain('blue');
    expect(within(past).queryByRole('button')).toBeNull();
  });

  it('searches client, e-mail, service, message and reference', async () => {
    stubFetch({ [listPath]: listOf(all) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const search = await screen.findByRole('searchbox', { name: 'Search bookings' });

    await userEvent.type(search, 'olivia.parker@');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'grandmother');
    expect(card('Olivia Parker')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, daniel.reference.toLowerCase());
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual([`booking-${daniel.id}`]);
    await userEvent.clear(search);
    await userEvent.type(search, 'workshop');
    expect(card('Daniel Wu')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody at all');
    expect(screen.getByRole('heading', { name: 'No bookings match your search' })).toBeVisible();
  });

  it('accepts a pending booking with the spec toast and shows its new status', async () => {
    const posted: string[] = [];
    let stored = sam;
    stubFetch({
      [listPath]: () => jsonResponse(200, { success: true, data: [stored] }),
      [`/api/v1/booking/${sam.id}/accept`]: (url) => {
        posted.push(url);
        stored = { ...sam, status: 'confirmed' };
        return jsonResponse(200, { success: true, data: stored });
      },
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const samCard = await screen.findByRole('article', { name: 'Sam Rivera' });
    await userEvent.click(within(samCard).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Booking confirmed successfully!')).toBeVisible();
    expect(posted).toHaveLength(1);
    await waitFor(() => expect(within(card('Sam Rivera')).getByText('Confirmed')).toBeVisible());
  });

  it('declines with an optional reason from the dialog', async () => {
    let body: unknown;
    stubFetch({
      [listPath]: listOf([olivia]),
      [`/api/v1/booking/${olivia.id}/decline`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { success: true, data: { ...olivia, status: 'declined' } });
      },
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const oliviaCard = await screen.findByRole('article', { name: 'Olivia Parker' });
    await userEvent.click(within(oliviaCard).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Away that week.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Booking declined successfully!')).toBeVisible();
    expect(body).toEqual({ reason: 'Away that week.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the decline dialog and its reason when the connection fails, and sends it again', async () => {
    let online = false;
    const bodies: unknown[] = [];
    stubFetch({
      [listPath]: listOf([olivia]),
      [`/api/v1/booking/${olivia.id}/decline`]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        return jsonResponse(200, { success: true, data: { ...olivia, status: 'declined' } });
      },
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const oliviaCard = await screen.findByRole('article', { name: 'Olivia Parker' });
    await userEvent.click(within(oliviaCard).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Away that week.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Error updating booking. Please check your connection.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Decline this booking?' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Away that week.');

    online = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Booking declined successfully!')).toBeVisible();
    expect(bodies).toEqual([{ reason: 'Away that week.' }, { reason: 'Away that week.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves a started paid session to complete itself once the client can no longer report a problem', async () => {
    const paid = buildPaidBooking({
      clientName: 'Ana Ruiz',
      status: 'confirmed',
      daysAhead: 0,
      respondBy: null,
      disputeUntil: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    });
    stubFetch({ [listPath]: listOf([paid]) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const paidCard = await screen.findByRole('article', { name: 'Ana Ruiz' });
    expect(within(paidCard).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(within(paidCard).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(paidCard).toHaveTextContent(
      /The payment is released to you at .+, when the session completes itself/,
    );
  });

  it('offers Complete only once the session has started', async () => {
    const started = buildBooking({ clientName: 'Ana Ruiz', status: 'confirmed', daysAhead: 0 });
    stubFetch({ [listPath]: listOf([daniel, started]) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const ahead = await screen.findByRole('article', { name: 'Daniel Wu' });
    expect(within(ahead).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(within(ahead).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(ahead).getByText('You can mark this session complete once it has started.')).toBeVisible();
    expect(within(card('Ana Ruiz')).getByRole('button', { name: 'Complete' })).toBeVisible();
  });

  it('shows the spec failure toast, and the server sentence beside it on a 409', async () => {
    const started = buildBooking({ clientName: 'Ana Ruiz', status: 'confirmed', daysAhead: 0 });
    stubFetch({
      [listPath]: listOf([started]),
      [`/api/v1/booking/${started.id}/complete`]: () =>
        jsonResponse(409, {
          success: false,
          code: 'CONFLICT',
          message: 'This booking was cancelled by the client',
          error: 'Conflict',
        }),
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const startedCard = await screen.findByRole('article', { name: 'Ana Ruiz' });
    await userEvent.click(within(startedCard).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Failed to update booking. Please try again.')).toBeVisible();
    expect(within(startedCard).getByText('This booking was cancelled by the client')).toBeVisible();
  });

  it('says to check the connection when the request never arrives', async () => {
    stubFetch({
      [listPath]: listOf([sam]),
      [`/api/v1/booking/${sam.id}/accept`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    const samCard = await screen.findByRole('article', { name: 'Sam Rivera' });
    await userEvent.click(within(samCard).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Error updating booking. Please check your connection.')).toBeVisible();
    expect(within(card('Sam Rivera')).getByText('Pending')).toBeVisible();
  });

  it('offers Retry when the bookings cannot be loaded, never sample bookings', async () => {
    let fail = true;
    stubFetch({
      [listPath]: () =>
        fail
          ? jsonResponse(403, { success: false, code: 'FORBIDDEN', message: 'Only the artist can see these' })
          : jsonResponse(200, { success: true, data: [sam] }),
    });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    expect(await screen.findByText('Only the artist can see these')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Sam Rivera' })).toBeVisible();
  });

  it('says what to do next when there are no bookings', async () => {
    stubFetch({ [listPath]: listOf([]) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Update availability/ })).toHaveAttribute(
      'href',
      '/dashboard?tab=availability',
    );
  });

  it('highlights and focuses the booking named in the address', async () => {
    stubFetch({ [listPath]: listOf(all) });
    renderBookings(<ArtistBookingList artistId={artistId} focusBookingId={olivia.id} />);
    const oliviaCard = await screen.findByRole('article', { name: 'Olivia Parker' });
    await waitFor(() => expect(oliviaCard).toHaveFocus());
    expect(oliviaCard).toHaveAttribute('data-highlighted', 'true');
    expect(card('Sam Rivera')).not.toHaveAttribute('data-highlighted');
  });

  it('reads the list again when a booking notification arrives live', async () => {
    let bookings = [sam];
    stubFetch({ [listPath]: () => jsonResponse(200, { success: true, data: bookings }) });
    renderBookings(<ArtistBookingList artistId={artistId} />);
    await screen.findByRole('article', { name: 'Sam Rivera' });
    bookings = [sam, olivia];
    window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: { type: 'booking_request' } }));
    expect(await screen.findByRole('article', { name: 'Olivia Parker' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /Pending/ }).textContent).toBe('Pending2');
  });
});
