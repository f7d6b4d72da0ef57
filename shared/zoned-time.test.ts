import { describe, expect, it } from 'vitest';
import { zonedDate, zonedInstant, zonedTime } from './zoned-time.ts';

describe('zoned wall-clock times', () => {
  it('places 10:00 in Los Angeles on the right instant on both sides of the March DST change', () => {
    const saturday = new Date('2025-03-08T20:00:00Z'); // 12:00 PST, the day before clocks go forward
    expect(zonedInstant(saturday, 'America/Los_Angeles', 0, 10).toISOString()).toBe(
      '2025-03-08T18:00:00.000Z',
    );
    expect(zonedInstant(saturday, 'America/Los_Angeles', 1, 10).toISOString()).toBe(
      '2025-03-09T17:00:00.000Z',
    );
  });

  it('counts days from the date in the zone, not in UTC', () => {
    const lateEvening = new Date('2025-06-01T23:30:00Z'); // already 2 June in Tokyo
    expect(zonedDate(lateEvening, 'Asia/Tokyo')).toBe('2025-06-02');
    const instant = zonedInstant(lateEvening, 'Asia/Tokyo', 1, 9);
    expect(instant.toISOString()).toBe('2025-06-03T00:00:00.000Z');
    expect(zonedTime(instant, 'Asia/Tokyo')).toBe('09:00');
  });
});
