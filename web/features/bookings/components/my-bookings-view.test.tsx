import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStatusNotes } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { createDeferred, jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildBooking } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { MyBookingsView } from './my-bookings-view.tsx';
import { REVIEW_SAVED_MESSAGE } from './review-dialog.tsx';

const userId = '22222222-2222-4222-8222-222222222222';
const listPath = '/api/v1/booking/client';
const client = { viewerRole: 'client' as const };

const upcoming = buildBooking({ ...client, status: 'confirmed', service: 'Art Consultation', daysAhead: 2 });
const pastConfirmed = buildBooking({
  ...client,
  status: 'confirmed',
  service: 'Gallery Tour',
  daysAhead: -2,
});
const pending = buildBooking({ ...client, service: 'Custom Ceramic Piece', daysAhead: 4 });
const completed = buildBooking({
  ...client,
  status: 'completed',
  service: 'Workshop Session',
  daysAhead: -12,
});
const reviewed = buildBooking({
  ...client,
  status: 'completed',
  service: 'Private Lesson',
  daysAhead: -30,
  review: { rating: 4, body: 'Lots of practical tips.' },
});
const cancelled = buildBooking({ ...client, status: 'cancelled', service: 'Portrait Session', daysAhead: 6 });

function serve(bookings: Booking[]) {
  return () => jsonResponse(200, { success: true, data: bookings });
}

const card = (service: string) => screen.getByRole('article', { name: service });

beforeEach(freezeDate);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('my bookings', () => {
  it('shows the loading text, then the tabs with counts and the artist on each card', async () => {
    const held = createDeferred<Response>();
    stubFetch({ [listPath]: () => held.promise });
    renderBookings(<MyBookingsView userId={userId} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings...');
    held.resolve(
      jsonResponse(200, {
        success: true,
        data: [upcoming, pastConfirmed, pending, completed, reviewed, cancelled],
      }),
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All6',
      'Pending1',
      'Confirmed2',
      'Completed2',
      'Declined0',
    ]);
    const first = card('Art Consultation');
    expect(within(first).getByRole('link', { name: 'with Maya Chen' })).toHaveAttribute(
      'href',
      '/artists/maya',
    );
    expect(within(first).getByText('MC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('shows the confirmed note only while the session is ahead', async () => {
    stubFetch({ [listPath]: serve([upcoming, pastConfirmed]) });
    renderBookings(<MyBookingsView userId={userId} />);
    const ahead = await screen.findByRole('article', { name: 'Art Consultation' });
    expect(within(ahead).getByText(bookingStatusNotes.confirmed)).toBeVisible();
    expect(within(card('Gallery Tour')).queryByText(bookingStatusNotes.confirmed)).toBeNull();
  });

  it('says exactly what is missing on an empty list and on an empty tab', async () => {
    stubFetch({ [listPath]: serve([]) });
    const view = renderBookings(<MyBookingsView userId={userId} />);
    expect(await screen.findByText("You haven't made any booking requests yet.")).toBeVisible();
    view.unmount();

    stubFetch({ [listPath]: serve([pending]) });
    renderBookings(<MyBookingsView userId={userId} />);
    await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    await userEvent.click(screen.getByRole('tab', { name: /Declined/ }));
    expect(screen.getByText('No declined bookings found.')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(screen.getByText('No completed bookings found.')).toBeVisible();
  });

  it('says Failed to load booking history with Retry, then loads on Retry', async () => {
    let fail = true;
    stubFetch({
      [listPath]: () =>
        fail ? jsonResponse(404, { success: false, message: 'Not found' }) : serve([pending])(),
    });
    renderBookings(<MyBookingsView userId={userId} />);
    expect(await screen.findByText('Failed to load booking history')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Custom Ceramic Piece' })).toBeVisible();
  });

  it('refreshes on demand', async () => {
    let bookings = [pending];
    stubFetch({ [listPath]: () => jsonResponse(200, { success: true, data: bookings }) });
    renderBookings(<MyBookingsView userId={userId} />);
    await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    bookings = [pending, { ...upcoming }];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Art Consultation' })).toBeVisible();
  });

  it('lets the client cancel a pending booking with a reason', async () => {
    let body: unknown;
    let stored = pending;
    stubFetch({
      [listPath]: () => jsonResponse(200, { success: true, data: [stored] }),
      [`/api/v1/booking/${pending.id}/cancel`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        stored = { ...pending, status: 'cancelled', cancelledBy: 'client', statusReason: 'Plans changed' };
        return jsonResponse(200, { success: true, data: stored });
      },
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const pendingCard = await screen.findByRole('article', { name: 'Custom Ceramic Piece' });
    expect(within(pendingCard).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(pendingCard).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Plans changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled successfully!')).toBeVisible();
    expect(body).toEqual({ reason: 'Plans changed' });
    await waitFor(() => expect(within(card('Custom Ceramic Piece')).getByText('Cancelled')).toBeVisible());
    expect(within(card('Custom Ceramic Piece')).getByText('Plans changed')).toBeVisible();
  });

  it('asks for 1 to 5 stars in the review dialog and shows the review on the card', async () => {
    let body: unknown;
    let stored = completed;
    stubFetch({
      [listPath]: () => jsonResponse(200, { success: true, data: [stored, reviewed] }),
      [`/api/v1/booking/${completed.id}/review`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        stored = { ...completed, review: { rating: 5, body: 'Patient and precise.' } };
        return jsonResponse(201, {
          success: true,
          data: {
            id: '33333333-3333-4333-8333-333333333333',
            rating: 5,
            body: 'Patient and precise.',
            authorName: 'Sam Rivera',
            authorAvatar: null,
            service: completed.service,
            createdAt: '2026-03-10T12:00:00.000Z',
          },
        });
      },
    });
    renderBookings(<MyBookingsView userId={userId} />);
    const done = await screen.findByRole('article', { name: 'Workshop Session' });
    expect(within(card('Private Lesson')).queryByRole('button', { name: 'Leave a review' })).toBeNull();
    expect(within(card('Private Lesson')).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    await userEvent.click(within(done).getByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(body).toBeUndefined();

    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(stars).getByRole('radio', { name: '5 stars' }));
    expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Patient and precise.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText(REVIEW_SAVED_MESSAGE)).toBeVisible();
    expect(body).toEqual({ rating: 5, body: 'Patient and precise.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = card('Workshop Session');
    expect(within(after).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(after).getByText('Patient and precise.')).toBeVisible();
    expect(within(after).queryByRole('button', { name: 'Leave a review' })).toBeNull();
  });
});
