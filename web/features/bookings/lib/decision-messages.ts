import type { Booking } from '#shared/schemas/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { BookingDecision } from '../api/bookings-api.ts';

/** Spec §8 'Booking confirmed/declined successfully!', and the same pattern for the other two. */
export const decisionSuccessMessages: Record<BookingDecision, string> = {
  accept: 'Booking confirmed successfully!',
  decline: 'Booking declined successfully!',
  complete: 'Booking completed successfully!',
  cancel: 'Booking cancelled successfully!',
};

export const DECISION_FAILED_MESSAGE = 'Failed to update booking. Please try again.';
export const DECISION_NETWORK_MESSAGE = 'Error updating booking. Please check your connection.';

export type DecisionFailure = {
  /** The spec's toast. */
  toast: string;
  /** The server's own sentence when it refused for a reason the user can act on (409), else null. */
  detail: string | null;
};

/** A refusal from the server and a lost connection read differently (spec §8). */
export function describeDecisionFailure(error: unknown): DecisionFailure {
  if (error instanceof ApiError && error.status === 0)
    return { toast: DECISION_NETWORK_MESSAGE, detail: null };
  if (error instanceof ApiError && error.status === 409)
    return { toast: DECISION_FAILED_MESSAGE, detail: error.message };
  return { toast: DECISION_FAILED_MESSAGE, detail: null };
}

/** Which decisions a viewer may take on a booking now; the server checks again. */
export function availableDecisions(booking: Booking, now: Date = new Date()): BookingDecision[] {
  if (booking.viewerRole === 'artist') {
    if (booking.status === 'pending') return ['accept', 'decline'];
    // A session can be completed once it has started; the server refuses earlier ones too.
    if (booking.status === 'confirmed') {
      return hasStarted(booking, now) ? ['complete', 'cancel'] : ['cancel'];
    }
    return [];
  }
  if (booking.status === 'pending' || booking.status === 'confirmed') return ['cancel'];
  return [];
}

export function hasStarted(booking: Booking, now: Date = new Date()): boolean {
  return Date.parse(booking.dateTime) <= now.getTime();
}
