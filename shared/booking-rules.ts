import { addDaysToDate, zonedDate } from './zoned-time.ts';

/**
 * Spec §4 booking statuses plus 'cancelled' (the older backend's cancel action), 'expired' (a
 * request or quote nobody answered in time) and 'disputed' (a paid session the client contested;
 * an operator settles it). Decision 020.
 */
export const bookingStatuses = [
  'pending',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
  'expired',
  'disputed',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Statuses that hold the artist's time: the exclusion constraint covers exactly these. */
export const activeBookingStatuses = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Deviations: allowed transitions only; anything else answers 409. */
export const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'declined', 'cancelled', 'expired'],
  confirmed: ['completed', 'cancelled', 'disputed'],
  declined: [],
  completed: [],
  cancelled: [],
  expired: [],
  // No party moves a disputed booking: an operator's decision ends it (completed or cancelled).
  disputed: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return bookingTransitions[from].includes(to);
}

/**
 * Who may move a booking into a status: accept, decline and complete are the artist's; cancel is
 * either party's; a dispute is the client's. Expiry is the schedule's alone (decision 020).
 */
export const transitionActors: Record<Exclude<BookingStatus, 'pending'>, readonly ('artist' | 'client')[]> = {
  confirmed: ['artist'],
  declined: ['artist'],
  completed: ['artist'],
  cancelled: ['artist', 'client'],
  expired: [],
  disputed: ['client'],
};

/** The filter tabs of the dashboard and My Bookings (spec §2), in order. */
export const bookingFilterTabs = ['all', 'pending', 'confirmed', 'completed', 'declined'] as const;
export type BookingFilterTab = (typeof bookingFilterTabs)[number];

/** Spec §2 Track Your Bookings status notes; cancelled and completed are Easel's additions. */
export const bookingStatusNotes: Record<BookingStatus, string> = {
  pending: "Waiting for artist confirmation. You'll be notified once the artist responds.",
  confirmed: 'Your booking is confirmed! The artist will contact you with further details.',
  declined: 'This booking was declined. You can try booking a different time slot.',
  completed: 'This session is complete. We hope you enjoyed it!',
  cancelled: 'This booking was cancelled.',
  expired: 'This request expired before it was answered. Any payment was refunded in full.',
  disputed: 'A dispute is open. The payment stays held until our team decides.',
};

/** Spec §4 status colours: pending amber, confirmed green, declined red, completed blue. */
export const bookingStatusTones = {
  pending: 'amber',
  confirmed: 'green',
  declined: 'red',
  completed: 'blue',
  cancelled: 'gray',
  expired: 'gray',
  disputed: 'amber',
} as const satisfies Record<BookingStatus, string>;

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  disputed: 'Disputed',
};

/**
 * Spec §2 dashboard due labels: Past, Today, Tomorrow, In N days — counted in calendar days in
 * the given zone (the artist's), not in 24-hour steps.
 */
export function dueLabel(startsAt: Date | string, now: Date, timeZone: string): string {
  const at = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  if (at.getTime() < now.getTime()) return 'Past';
  const today = zonedDate(now, timeZone);
  const day = zonedDate(at, timeZone);
  if (day === today) return 'Today';
  if (day === addDaysToDate(today, 1)) return 'Tomorrow';
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return `In ${days} days`;
}

/** Every bookable slot is this long; a service longer than a slot takes consecutive slots. */
export const SLOT_MINUTES = 60;
/** The simple modal books one slot. */
export const SIMPLE_BOOKING_MINUTES = 60;
/** Service name recorded for a simple-modal request, which has no service field. */
export const SIMPLE_BOOKING_SERVICE = 'Session request';
/** How far ahead a client can book, and how wide one availability read may be. */
export const BOOKING_HORIZON_DAYS = 365;
export const AVAILABILITY_RANGE_MAX_DAYS = 62;
/** Reminder for a confirmed booking goes out this long before it starts. */
export const BOOKING_REMINDER_HOURS = 24;

/** The four calendar date states of spec §3 "Availability". */
export const dateStates = ['available', 'partial', 'booked', 'unavailable'] as const;
export type DateState = (typeof dateStates)[number];

export const dateStateLabels: Record<DateState, string> = {
  available: 'Available',
  partial: 'Partially Booked',
  booked: 'Fully Booked',
  unavailable: 'Unavailable',
};

/** Spec §5 / §8 texts used by both the server's 409 and the screens. */
export const SLOT_TAKEN_MESSAGE = 'This time slot is no longer available. Please select a different time.';
export const PAST_DATE_MESSAGE = 'Cannot book past dates';
export const DATE_UNAVAILABLE_MESSAGE = 'This date is marked as unavailable by the artist';
export const DATE_FULLY_BOOKED_MESSAGE = 'This date is fully booked';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
