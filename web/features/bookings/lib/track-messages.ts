import { ApiError } from '#web/lib/api-client.ts';

/** Spec §5 track form and §8 booking search texts, word for word. */
export const TRACK_EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const TRACK_FAILED_MESSAGE = 'Error searching for bookings. Please try again.';
export const TRACK_NETWORK_MESSAGE = 'Error searching for bookings. Please check your connection.';
export const TRACK_NONE_FOUND_MESSAGE = 'No bookings found for this email address';

export function trackFoundMessage(count: number): string {
  return `Found ${count} booking(s)`;
}

/** '1 Booking Found' / '3 Bookings Found'. */
export function trackResultsHeading(count: number): string {
  return `${count} ${count === 1 ? 'Booking' : 'Bookings'} Found`;
}

/** A refusal from the server (success false) and a request that never arrived read differently. */
export function trackFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? TRACK_FAILED_MESSAGE : TRACK_NETWORK_MESSAGE;
}
