import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { buildBooking } from '../lib/booking-fixtures.ts';
import { freezeDate, renderBookings } from '../lib/booking-test-kit.tsx';
import { TrackAccessResults } from './track-access-results.tsx';

beforeEach(freezeDate);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the mailed link to every booking of an address', () => {
  it('lists the bookings with the address they were made with', async () => {
    let sent: unknown;
    stubFetch({
      '/api/v1/bookings/lookup/access': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, {
          success: true,
          email: 'guest@example.com',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          bookings: [
            buildBooking({ viewerRole: 'guest' }),
            buildBooking({ viewerRole: 'guest', daysAhead: 9 }),
          ],
        });
      },
    });
    renderBookings(<TrackAccessResults token="a-token-from-the-mail-0123456789" />);
    expect(await screen.findByRole('heading', { name: '2 Bookings Found' })).toBeVisible();
    expect(screen.getByText('guest@example.com')).toBeVisible();
    expect(sent).toEqual({ token: 'a-token-from-the-mail-0123456789' });
  });

  it('says a dead link is dead, in the server’s words', async () => {
    const message =
      'This link is invalid or has expired. Please ask for a new one on the Track Booking page.';
    stubFetch({
      '/api/v1/bookings/lookup/access': () =>
        jsonResponse(404, { success: false, message, error: message, code: 'NOT_FOUND' }),
    });
    renderBookings(<TrackAccessResults token="expired-token-0123456789" />);
    expect(await screen.findByText(message)).toBeVisible();
  });
});
