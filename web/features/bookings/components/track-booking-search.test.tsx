import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStatusNotes } from '#shared/booking-rules.ts';
import { createDeferred, jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { clearToasts } from '#web/ui/toast.tsx';
import { buildBooking } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { TrackBookingSearch } from './track-booking-search.tsx';

const lookupPath = '/api/v1/bookings/lookup';
const confirmed = buildBooking({
  viewerRole: 'guest',
  status: 'confirmed',
  service: 'Workshop Session',
  updatedAt: '2026-03-04T15:30:00.000Z',
});
const pending = buildBooking({ viewerRole: 'guest', service: 'Portrait Session', daysAhead: 6 });
const declined = buildBooking({ viewerRole: 'guest', status: 'declined', daysAhead: 8 });

beforeEach(freezeDate);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function search(email: string, reference = '') {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), email);
  if (reference) await userEvent.type(screen.getByRole('textbox', { name: 'Booking reference' }), reference);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('track your bookings', () => {
  it('warns when the e-mail is blank and sends nothing', async () => {
    const calls = stubFetch({});
    renderBookings(<TrackBookingSearch />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter your email address')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('reads Searching... while running, then lists one booking under a singular heading', async () => {
    const held = createDeferred<Response>();
    let sent: unknown;
    stubFetch({
      [lookupPath]: (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return held.promise;
      },
    });
    renderBookings(<TrackBookingSearch />);
    await search('  Guest@Example.com ', 'eas-t00001');
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    held.resolve(jsonResponse(200, { success: true, bookings: [confirmed] }));

    expect(await screen.findByRole('heading', { name: '1 Booking Found' })).toBeVisible();
    expect(sent).toEqual({ email: 'guest@example.com', reference: 'EAS-T00001' });
    expect(screen.getByText('Found 1 booking(s)')).toBeVisible();
    const card = screen.getByRole('article', { name: 'Workshop Session' });
    expect(within(card).getByText(confirmed.reference)).toBeVisible();
    expect(within(card).getByText('Confirmed').className).toContain('green');
    expect(within(card).getByText('Friday, March 13, 2026')).toBeVisible();
    expect(within(card).getByText('10:00 (UTC time)')).toBeVisible();
    expect(within(card).getByText(confirmed.message)).toBeVisible();
    expect(within(card).getByText('Mar 1, 2026')).toBeVisible();
    expect(within(card).getByText('Mar 4, 2026')).toBeVisible();
    expect(within(card).getByText(bookingStatusNotes.confirmed)).toBeVisible();
  });

  it('uses the plural heading and each status note', async () => {
    stubFetch({
      [lookupPath]: () => jsonResponse(200, { success: true, bookings: [pending, declined, confirmed] }),
    });
    renderBookings(<TrackBookingSearch />);
    await search('guest@example.com', 'EAS-T00001');
    expect(await screen.findByRole('heading', { name: '3 Bookings Found' })).toBeVisible();
    expect(screen.getByText('Found 3 booking(s)')).toBeVisible();
    expect(screen.getByText(bookingStatusNotes.pending)).toBeVisible();
    expect(screen.getByText(bookingStatusNotes.declined)).toBeVisible();
    // Requested and updated on the same day: the updated date is not repeated.
    expect(
      within(screen.getByRole('article', { name: 'Portrait Session' })).queryByText('Updated'),
    ).toBeNull();
  });

  it('shows the empty state and the info toast when nothing is found', async () => {
    stubFetch({ [lookupPath]: () => jsonResponse(200, { success: true, bookings: [] }) });
    renderBookings(<TrackBookingSearch />);
    await search('nobody@example.com', 'EAS-WRONG1');
    expect(await screen.findByRole('heading', { name: 'No bookings found' })).toBeVisible();
    expect(screen.getByText('No booking requests were found for this email address.')).toBeVisible();
    expect(screen.getByText('No bookings found for this email address')).toBeVisible();
  });

  it('says Please try again when the server refuses, and to check the connection when offline', async () => {
    let offline = false;
    stubFetch({
      [lookupPath]: () =>
        offline
          ? Promise.reject(new TypeError('Failed to fetch'))
          : jsonResponse(200, { success: false, bookings: [] }),
    });
    renderBookings(<TrackBookingSearch />);
    await search('guest@example.com', 'EAS-T00001');
    expect(await screen.findByText('Error searching for bookings. Please try again.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Found/ })).toBeNull();

    offline = true;
    clearToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Error searching for bookings. Please check your connection.'),
    ).toBeVisible();
  });

  it('treats a 4xx answer as a refusal and checks the e-mail shape before sending', async () => {
    const calls = stubFetch({
      [lookupPath]: () =>
        jsonResponse(429, { success: false, message: 'Too many requests', code: 'RATE_LIMITED' }),
    });
    renderBookings(<TrackBookingSearch />);
    await search('not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toEqual([]);
    await userEvent.clear(screen.getByRole('textbox', { name: /Email address/ }));
    await search('guest@example.com');
    expect(await screen.findByText('Error searching for bookings. Please try again.')).toBeVisible();
  });

  it('mails the typed address a link to all its bookings and says so, checking the address first', async () => {
    let sent: unknown;
    const message =
      'If bookings were made with this email address, we have sent it a link to see them all. The link works for one hour.';
    stubFetch({
      '/api/v1/bookings/lookup/link': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { success: true, message });
      },
    });
    renderBookings(<TrackBookingSearch />);
    const mailMe = screen.getByRole('button', { name: 'Email me all my bookings' });
    await userEvent.click(mailMe);
    expect(await screen.findByText('Please enter your email address')).toBeVisible();
    expect(sent).toBeUndefined();
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), ' Guest@Example.com ');
    await userEvent.click(mailMe);
    expect(await screen.findByText(message)).toBeVisible();
    expect(sent).toEqual({ email: 'guest@example.com' });
  });
});
