import { describe, expect, it } from 'vitest';
import {
  countBookings,
  filterBookings,
  matchesSearch,
  readFilterTab,
  sortBookings,
} from './booking-filters.ts';
import { buildBooking, TEST_NOW } from './booking-fixtures.ts';
import { describeBookingWhen } from './booking-time.ts';

describe('booking filters', () => {
  const a = buildBooking({ status: 'pending', daysAhead: 5 });
  const b = buildBooking({ status: 'confirmed', daysAhead: 1 });
  const c = buildBooking({ status: 'completed', daysAhead: -3 });
  const d = buildBooking({ status: 'cancelled', daysAhead: -1 });

  it('counts cancelled, expired and disputed only under all', () => {
    const e = buildBooking({ status: 'expired' });
    const f = buildBooking({ status: 'disputed' });
    expect(countBookings([a, b, c, d, e, f])).toEqual({
      all: 6,
      pending: 1,
      confirmed: 1,
      completed: 1,
      declined: 0,
    });
  });

  it('matches every word of the search anywhere in the searchable fields', () => {
    const booking = buildBooking({
      clientName: 'Olivia Parker',
      reference: 'EAS-7K3Q9M',
      service: 'Portrait Session',
    });
    expect(matchesSearch(booking, 'olivia portrait')).toBe(true);
    expect(matchesSearch(booking, 'eas-7k3q9m')).toBe(true);
    expect(matchesSearch(booking, 'olivia ceramic')).toBe(false);
    expect(matchesSearch(booking, '   ')).toBe(true);
    expect(filterBookings([a, b, c], 'confirmed')).toEqual([b]);
  });

  it('puts coming sessions first (soonest on top), then past ones (latest on top)', () => {
    expect(sortBookings([c, a, d, b], TEST_NOW)).toEqual([b, a, d, c]);
  });

  it('reads only known tabs from text', () => {
    expect(readFilterTab('declined')).toBe('declined');
    expect(readFilterTab('cancelled')).toBe('all');
    expect(readFilterTab(null)).toBe('all');
  });
});

describe('booking time text', () => {
  it("gives the artist's clock and the viewer's beside it when they differ", () => {
    const booking = buildBooking({
      dateTime: '2026-03-29T08:00:00.000Z',
      artistTimezone: 'Europe/Berlin',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
    });
    expect(describeBookingWhen(booking, 'America/New_York')).toEqual({
      date: 'Sunday, March 29, 2026',
      time: '10:00 (Berlin time)',
      viewerTime: '04:00 your time',
      requested: 'Mar 1, 2026',
      updated: 'Mar 2, 2026',
    });
    expect(describeBookingWhen(booking, 'Europe/Berlin').viewerTime).toBeNull();
  });
});
