import { disputeOutcomeLabels } from '#shared/booking-payments.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { heldMinor, macsText } from './booking-payment.ts';
import { formatDeadline } from './booking-time.ts';

export type PaymentNote = {
  key: 'respond' | 'quote' | 'release' | 'dispute';
  /** A short heading, e.g. 'Quote from Maya Chen'. */
  title?: string;
  text: string;
  /** Someone's own words: the quote's note, the dispute's reason, the operator's note. */
  quoted?: { label: string; text: string }[];
};

/** Who must answer a pending request, and by when; the request lapses (and is refunded) then. */
function respondNote(booking: Booking, artist: boolean): PaymentNote | null {
  // A sent quote's own note says until when the client may answer it.
  if (booking.status !== 'pending' || !booking.respondBy || booking.quote?.status === 'quoted') return null;
  const by = formatDeadline(booking.respondBy);
  const paid = heldMinor(booking) > 0;
  let text: string;
  if (booking.quote?.status === 'requested') {
    text = artist
      ? `The client asked for a quote. Send one by ${by}, or the request expires.`
      : `Waiting for the artist's quote. The artist has until ${by} to answer.`;
  } else if (artist) {
    text = `Answer by ${by}, or the request expires${paid ? ' and the client is refunded in full' : ''}.`;
  } else {
    text = `The artist has until ${by} to answer.${paid ? ' If they do not, your payment is refunded in full.' : ''}`;
  }
  return { key: 'respond', text };
}

/** The artist's price and note, while it is open or once accepted. */
function quoteNote(booking: Booking, artist: boolean): PaymentNote | null {
  const quote = booking.quote;
  if (!quote || quote.price === null || (quote.status !== 'quoted' && quote.status !== 'accepted'))
    return null;
  const deadline = booking.status === 'pending' && quote.status === 'quoted' ? quote.expiresAt : null;
  let text = `${macsText(quote.price)}${quote.status === 'accepted' ? ', accepted.' : '.'}`;
  if (deadline) {
    const by = formatDeadline(deadline);
    text += artist
      ? ` The client has until ${by} to accept or decline it.`
      : ` Accept it by ${by} to confirm the session, or it expires.`;
  }
  return {
    key: 'quote',
    title: artist ? 'Your quote' : `Quote from ${booking.artistName}`,
    text,
    quoted: quote.note ? [{ label: 'Note', text: quote.note }] : [],
  };
}

/** When a confirmed, paid session's money goes to the artist, and until when the client may object. */
function releaseNote(booking: Booking, artist: boolean): PaymentNote | null {
  if (booking.status !== 'confirmed' || heldMinor(booking) === 0 || !booking.disputeUntil) return null;
  const until = formatDeadline(booking.disputeUntil);
  return {
    key: 'release',
    text: artist
      ? `The payment is released to you at ${until}, when the session completes itself, unless the client reports a problem before then.`
      : `The payment goes to the artist at ${until}. If something goes wrong, you can report a problem until then.`,
  };
}

/** The client's card already carries the status note saying the payment stays held meanwhile. */
function disputeNote(booking: Booking, artist: boolean): PaymentNote | null {
  const dispute = booking.dispute;
  if (!dispute) return null;
  const opened = `Problem reported on ${formatDeadline(dispute.openedAt)}.`;
  const decided = dispute.outcome
    ? ` Decision${dispute.resolvedAt ? ` on ${formatDeadline(dispute.resolvedAt)}` : ''}: ${disputeOutcomeLabels[dispute.outcome]}.`
    : artist
      ? ' The payment stays held until our team decides.'
      : '';
  return {
    key: 'dispute',
    title: dispute.outcome ? 'Dispute settled' : 'Dispute open',
    text: `${opened}${decided}`,
    quoted: [
      { label: 'What went wrong', text: dispute.reason },
      { label: 'Note from our team', text: dispute.note },
    ].filter((part) => part.text),
  };
}

/** Everything about the money and its deadlines a booking's viewer should know, in reading order. */
export function paymentNotes(booking: Booking): PaymentNote[] {
  const artist = booking.viewerRole === 'artist';
  return [
    respondNote(booking, artist),
    quoteNote(booking, artist),
    releaseNote(booking, artist),
    disputeNote(booking, artist),
  ].filter((note): note is PaymentNote => note !== null);
}
