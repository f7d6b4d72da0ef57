import type { Booking } from '#shared/schemas/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { BookingDecision } from '../api/bookings-api.ts';
import { awaitsQuote, canReportProblem, heldMinor, quoteOpen } from './booking-payment.ts';

/** The four decisions, plus the paid-session actions of issue 18. */
export type BookingAction = BookingDecision | 'quote' | 'acceptQuote' | 'declineQuote' | 'dispute';

/** Spec §8 'Booking confirmed/declined successfully!', and the same pattern for the others. */
export const decisionSuccessMessages: Record<BookingAction, string> = {
  accept: 'Booking confirmed successfully!',
  decline: 'Booking declined successfully!',
  complete: 'Booking completed successfully!',
  cancel: 'Booking cancelled successfully!',
  quote: 'Quote sent successfully!',
  acceptQuote: 'Quote accepted. Your session is confirmed!',
  declineQuote: 'Quote declined successfully!',
  dispute: 'Your report was sent. The payment stays held until our team decides.',
};

export const DECISION_FAILED_MESSAGE = 'Failed to update booking. Please try again.';
export const DECISION_NETWORK_MESSAGE = 'Error updating booking. Please check your connection.';
export const TOP_UP_LINK_TEXT = 'Top up your wallet';

export type DecisionFailure = {
  /** The spec's toast. */
  toast: string;
  /** The server's own sentence when it refused for a reason the user can act on (409), else null. */
  detail: string | null;
  /** The client's balance was short: the detail comes with a link to top up. */
  topUp: boolean;
};

/** A refusal from the server and a lost connection read differently (spec §8). */
export function describeDecisionFailure(error: unknown): DecisionFailure {
  if (error instanceof ApiError && error.status === 0)
    return { toast: DECISION_NETWORK_MESSAGE, detail: null, topUp: false };
  if (error instanceof ApiError && error.status === 409)
    return {
      toast: DECISION_FAILED_MESSAGE,
      detail: error.message,
      topUp: error.code === 'INSUFFICIENT_FUNDS',
    };
  return { toast: DECISION_FAILED_MESSAGE, detail: null, topUp: false };
}

/** A validation refusal naming fields: the open form shows it under them instead of a toast. */
export function isFieldRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.details.length > 0;
}

/**
 * Which actions a viewer may take on a booking now; the server checks again. The artist answers a
 * pending request (with a quote first when it asks for one) and completes or cancels a confirmed
 * one; the client accepts or declines a quote, cancels, and reports a problem with a paid session.
 */
export function availableActions(booking: Booking, now: Date = new Date()): BookingAction[] {
  if (booking.viewerRole === 'artist') {
    if (booking.status === 'pending')
      return awaitsQuote(booking) ? ['quote', 'decline'] : ['accept', 'decline'];
    // A session can be completed once it has started, a paid one once the client's time to report
    // a problem is over (it completes itself then); the server refuses earlier ones too.
    if (booking.status === 'confirmed') {
      return hasStarted(booking, now) && !paymentAwaitsWindow(booking, now)
        ? ['complete', 'cancel']
        : ['cancel'];
    }
    return [];
  }
  if (booking.status === 'pending') {
    // Declining the quote closes the request, so it stands in for Cancel. A request made as a guest
    // with the signed-in person's verified e-mail is theirs to accept too (accepting claims it).
    return quoteOpen(booking) ? ['acceptQuote', 'declineQuote'] : ['cancel'];
  }
  if (booking.status === 'confirmed')
    return canReportProblem(booking, now) ? ['dispute', 'cancel'] : ['cancel'];
  return [];
}

/** Paid MACS still held while the client may report a problem: not the artist's to release yet. */
export function paymentAwaitsWindow(booking: Booking, now: Date = new Date()): boolean {
  return (
    heldMinor(booking) > 0 &&
    booking.disputeUntil !== null &&
    Date.parse(booking.disputeUntil) > now.getTime()
  );
}

export function hasStarted(booking: Booking, now: Date = new Date()): boolean {
  return Date.parse(booking.dateTime) <= now.getTime();
}
