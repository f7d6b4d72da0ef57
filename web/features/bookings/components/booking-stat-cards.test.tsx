import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { renderBookings } from '../lib/booking-test-kit.tsx';
import { BookingStatCards } from './booking-stat-cards.tsx';

const artistId = '11111111-1111-4111-8111-111111111111';
const statsPath = `/api/v1/booking/stats/${artistId}`;
const stats = { total: 9, pending: 2, confirmed: 3, declined: 1, completed: 2, cancelled: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('dashboard booking cards', () => {
  it("shows the artist's pending, confirmed and total bookings from the server", async () => {
    stubFetch({ [statsPath]: () => jsonResponse(200, { success: true, data: stats }) });
    renderBookings(<BookingStatCards artistId={artistId} />);
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const card = (label: string) => within(list).getByText(label).closest('a');
    expect(card('Pending bookings')).toHaveTextContent('2');
    expect(card('Confirmed bookings')).toHaveTextContent('3');
    expect(card('Total bookings')).toHaveTextContent('9');
    expect(card('Total bookings')).toHaveAttribute('href', '/dashboard?tab=bookings');
  });

  it('says the figures failed to load and loads them again on Retry', async () => {
    let fail = true;
    stubFetch({
      [statsPath]: () =>
        fail
          ? jsonResponse(403, { success: false, message: 'You can only see your own bookings' })
          : jsonResponse(200, { success: true, data: stats }),
    });
    renderBookings(<BookingStatCards artistId={artistId} />);
    await screen.findByText('You can only see your own bookings');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Bookings' })).toHaveTextContent('Total bookings9');
  });
});
