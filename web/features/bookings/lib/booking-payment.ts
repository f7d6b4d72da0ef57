import {
  cancellationPolicyLabels,
  canOpenDispute,
  clientCancellationSplit,
  DEFAULT_CANCELLATION_POLICY,
  paymentStateLabels,
  paymentStateOf,
} from '#shared/booking-payments.ts';
import { formatMacs, toMacsMinor } from '#shared/macs.ts';
import type { Booking, BookingPayment } from '#shared/schemas/bookings.ts';
import { formatServicePrice } from './service-terms.ts';

// Paid sessions (issue 18) as the booking cards and dialogs word them. The rules themselves live in
// shared/booking-payments.ts; this file only turns a booking into sentences.

/** '150.00 MACS' from the API's MACS decimal. */
export const macsText = (amount: number) => formatMacs(toMacsMinor(amount));

/** '150.00' (no unit), for 'X of Y MACS'. */
const macsFigure = (minor: number) => formatMacs(minor).replace(/ MACS$/, '');

/** '150.00 MACS', 'Free', '200.00 MACS quoted', 'Quote' (not priced yet), or null without a service. */
export function priceText(booking: Booking): string | null {
  if (booking.price !== null) return formatServicePrice(booking.price);
  const quote = booking.quote;
  if (!quote) return null;
  return quote.status === 'quoted' && quote.price !== null ? `${macsText(quote.price)} quoted` : 'Quote';
}

/** '150.00 MACS held in escrow', 'Paid to the artist: 150.00 MACS', 'Refunded 75.00 MACS', … */
export function paymentText(payment: BookingPayment): string {
  const state = paymentStateOf(payment);
  if (state === 'held') return `${macsText(payment.held)} held in escrow`;
  if (state === 'released') return `${paymentStateLabels.released}: ${macsText(payment.released)}`;
  if (state === 'refunded') return `Refunded ${macsText(payment.refunded)}`;
  return `${paymentStateLabels.split}: ${macsText(payment.refunded)} refunded, ${macsText(payment.released)} paid to the artist`;
}

/** MACS still held for the booking, in hundredths (0 when nothing is). */
export function heldMinor(booking: Booking): number {
  return booking.payment ? toMacsMinor(booking.payment.held) : 0;
}

/**
 * What cancelling now gives the client back, said to whoever cancels; null when nothing is held.
 * The artist cancelling, or anyone cancelling a request not yet accepted, refunds in full; the
 * client cancelling a confirmed session gets the policy's share (the server decides the same way).
 */
export function cancelRefundText(booking: Booking, now: Date = new Date()): string | null {
  const held = heldMinor(booking);
  if (held === 0) return null;
  if (booking.viewerRole === 'artist') {
    return `${booking.clientName} gets all ${formatMacs(held)} back.`;
  }
  if (booking.status !== 'confirmed') return `You will get all ${formatMacs(held)} back.`;
  const policy = booking.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY;
  const { refund, release } = clientCancellationSplit(policy, held, new Date(booking.dateTime), now);
  const kept = release > 0 ? ` The artist keeps ${formatMacs(release)}.` : '';
  return `You will get back ${macsFigure(refund)} of ${formatMacs(held)} under the ${cancellationPolicyLabels[policy]} policy.${kept}`;
}

/** The client of a confirmed, paid session may report a problem from its start until the window closes. */
export function canReportProblem(booking: Booking, now: Date = new Date()): boolean {
  return (
    booking.viewerRole === 'client' &&
    booking.status === 'confirmed' &&
    heldMinor(booking) > 0 &&
    canOpenDispute(new Date(booking.dateTime), new Date(booking.endsAt), now)
  );
}

/** A Quote request the artist has yet to price (or may price again): they send a quote, not Accept. */
export function awaitsQuote(booking: Booking): boolean {
  return (
    booking.status === 'pending' &&
    (booking.quote?.status === 'requested' || booking.quote?.status === 'quoted')
  );
}

/** A quote the client can accept (and pay) or decline now. */
export function quoteOpen(booking: Booking): boolean {
  return booking.status === 'pending' && booking.quote?.status === 'quoted' && booking.quote.price !== null;
}
