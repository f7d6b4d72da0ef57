import { describe, expect, it } from 'vitest';
import { formatUsDate } from './us-date.ts';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);

describe('formatUsDate', () => {
  // Every month, early and late in it, in a year before 1000 and one far ahead.
  const dates = [2019, 2026, 999, 10_000].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => [
      new Date(Date.UTC(year, month, 1, 0, 30)),
      new Date(Date.UTC(year, month, 28, 23, 30)),
    ]).flat(),
  );

  it('writes what Intl writes in en-US, in the local time zone and in UTC', () => {
    for (const date of dates) {
      for (const utc of [false, true]) {
        const timeZone = utc ? 'UTC' : undefined;
        expect(formatUsDate(date, { month: 'short', day: true, utc })).toBe(
          intl({ month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date),
        );
        expect(formatUsDate(date, { month: 'long', day: true, utc })).toBe(
          intl({ month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date),
        );
        expect(formatUsDate(date, { month: 'long', day: false, utc })).toBe(
          intl({ month: 'long', year: 'numeric', timeZone }).format(date),
        );
      }
    }
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatUsDate(new Date('not a date'), { month: 'short', day: true })).toThrow(RangeError);
    expect(() => intl({ month: 'short' }).format(new Date('not a date'))).toThrow(RangeError);
  });
});
