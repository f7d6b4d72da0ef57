import { type BookingFilterTab, bookingFilterTabs } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';

export type BookingCounts = Record<BookingFilterTab, number>;

const isFilterTab = (status: string): status is BookingFilterTab =>
  (bookingFilterTabs as readonly string[]).includes(status);

/**
 * Each filter tab's count; 'all' counts every booking. Statuses without a tab of their own
 * (cancelled, expired, disputed) count only under all, as they are listed only there.
 */
export function countBookings(bookings: readonly Booking[]): BookingCounts {
  const counts = Object.fromEntries(bookingFilterTabs.map((tab) => [tab, 0])) as BookingCounts;
  counts.all = bookings.length;
  for (const booking of bookings) {
    if (isFilterTab(booking.status)) counts[booking.status] += 1;
  }
  return counts;
}

/** The dashboard's free text: client name, e-mail, service, message and reference, any case. */
export function matchesSearch(booking: Booking, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    booking.clientName,
    booking.clientEmail,
    booking.service,
    booking.message,
    booking.reference,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterBookings(bookings: readonly Booking[], tab: BookingFilterTab, query = ''): Booking[] {
  return bookings.filter((b) => (tab === 'all' || b.status === tab) && matchesSearch(b, query));
}

/** Coming sessions first, soonest on top; then past ones, most recent on top. */
export function sortBookings(bookings: readonly Booking[], now: Date = new Date()): Booking[] {
  const at = (b: Booking) => Date.parse(b.dateTime);
  const upcoming = bookings.filter((b) => at(b) >= now.getTime()).sort((a, b) => at(a) - at(b));
  const past = bookings.filter((b) => at(b) < now.getTime()).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...past];
}

export function readFilterTab(value: string | null): BookingFilterTab {
  return value && isFilterTab(value) ? value : 'all';
}
