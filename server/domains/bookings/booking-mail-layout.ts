import { formatClock, formatLongDate, formatZoneCity } from '#shared/booking-format.ts';

/** 'Thursday, December 3, 2026 at 10:00 (Berlin time)': always the artist's clock, named. */
export function describeSessionTime(startsAt: Date, timeZone: string): string {
  return `${formatLongDate(startsAt, timeZone)} at ${formatClock(startsAt, timeZone)} (${formatZoneCity(timeZone)} time)`;
}
