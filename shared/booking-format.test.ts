import { describe, expect, it } from 'vitest';
import { describeBookingTime, formatLongDate, formatLongLocalDate } from './booking-format.ts';

describe('booking time formatting', () => {
  it('writes the long English date in the given zone', () => {
    expect(formatLongDate('2026-12-03T23:30:00Z', 'UTC')).toBe('Thursday, December 3, 2026');
    expect(formatLongDate('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe('Friday, December 4, 2026');
    expect(formatLongLocalDate('2026-12-03')).toBe('Thursday, December 3, 2026');
  });

  it("adds the viewer's clock only when it differs from the artist's", () => {
    const at = '2026-12-03T09:00:00Z';
    expect(describeBookingTime(at, 'Europe/Berlin', 'Europe/Paris')).toEqual({
      artistTime: '10:00 (Berlin time)',
      viewerTime: null,
    });
    expect(describeBookingTime(at, 'Europe/Berlin', 'America/New_York')).toEqual({
      artistTime: '10:00 (Berlin time)',
      viewerTime: '04:00 your time',
    });
    expect(describeBookingTime('2026-12-03T02:00:00Z', 'Asia/Tokyo', 'America/Los_Angeles').viewerTime).toBe(
      '18:00 on Dec 2, 2026 your time',
    );
  });
});
