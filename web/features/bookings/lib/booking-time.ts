import { describeBookingTime, formatClock, formatLongDate, formatShortDate } from '#shared/booking-format.ts';
import type { Booking } from '#shared/schemas/bookings.ts';

/** The browser's own zone; times are shown in the artist's zone with this one beside when it differs. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export type BookingWhen = {
  /** 'Thursday, December 3, 2026' in the artist's zone. */
  date: string;
  /** '10:00 (Berlin time)'. */
  time: string;
  /** '04:00 your time', or null when the viewer's clock reads the same. */
  viewerTime: string | null;
  /** Requested (created) date, 'Dec 3, 2026'. */
  requested: string;
  /** Updated date, only when it falls on another day than the request. */
  updated: string | null;
};

export function describeBookingWhen(booking: Booking, viewerZone = viewerTimeZone()): BookingWhen {
  const { artistTime, viewerTime } = describeBookingTime(
    booking.dateTime,
    booking.artistTimezone,
    viewerZone,
  );
  const requested = formatShortDate(booking.createdAt, viewerZone);
  const updated = formatShortDate(booking.updatedAt, viewerZone);
  return {
    date: formatLongDate(booking.dateTime, booking.artistTimezone),
    time: artistTime,
    viewerTime,
    requested,
    updated: updated === requested ? null : updated,
  };
}

export function isUpcoming(booking: Booking, now: Date = new Date()): boolean {
  return Date.parse(booking.dateTime) > now.getTime();
}

/** 'Mar 13, 2026, 09:00' in the viewer's zone: when a deadline (answer, quote, dispute) passes. */
export function formatDeadline(instant: string, viewerZone = viewerTimeZone()): string {
  return `${formatShortDate(instant, viewerZone)}, ${formatClock(instant, viewerZone)}`;
}
