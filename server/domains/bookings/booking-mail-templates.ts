import { composeMail, type MailBlock } from '#server/platform/mail/compose.ts';
import type { MailMessage } from '#server/platform/mail/mailer.ts';
import { bookingStatusLabels, bookingStatusNotes } from '#shared/booking-rules.ts';
import { formatMacs } from '#shared/macs.ts';
import type { BookingEvent, BookingRow } from './booking-events.ts';
import { describeSessionTime } from './booking-mail-layout.ts';

type Artist = BookingEvent['artist'];

/** Where the client follows the booking: the signed self-service link when we have it, else their list. */
function clientLink(booking: BookingRow, publicUrl: string, manageToken?: string): MailBlock {
  if (manageToken) {
    return {
      kind: 'link',
      label: 'View or cancel your booking',
      url: `${publicUrl}/track-booking?manage=${encodeURIComponent(manageToken)}`,
    };
  }
  return booking.clientUserId
    ? { kind: 'link', label: 'Open My Bookings', url: `${publicUrl}/my-bookings` }
    : { kind: 'link', label: 'Track your booking', url: `${publicUrl}/track-booking` };
}

function bookingFacts(booking: BookingRow, artist: Artist, extra: [string, string][] = []): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ['Reference', booking.reference],
      ['Service', booking.serviceName],
      ['Artist', artist.name],
      ['When', describeSessionTime(booking.startsAt, artist.timezone)],
      ['Status', bookingStatusLabels[booking.status]],
      ...extra,
    ],
  };
}

const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });

/** To the client right after the request: the reference and the self-service link. */
export function composeRequestReceivedMail(
  booking: BookingRow,
  artist: Artist,
  publicUrl: string,
  manageToken?: string,
): MailMessage {
  return composeMail(booking.clientEmail, `Booking request received — ${booking.reference}`, [
    paragraph(`Hello ${booking.clientName},`),
    paragraph(
      `Your request for ${booking.serviceName} with ${artist.name} has been sent to the artist for confirmation.`,
    ),
    bookingFacts(booking, artist),
    paragraph(bookingStatusNotes.pending),
    clientLink(booking, publicUrl, manageToken),
    paragraph(
      manageToken
        ? 'Keep this mail: the link lets you view or cancel this booking without an account. Quote the reference when you contact the artist.'
        : 'Quote the reference when you contact the artist.',
    ),
  ]);
}

/** To the artist: a new request waits for a decision. */
export function composeNewRequestMail(booking: BookingRow, artist: Artist, publicUrl: string): MailMessage {
  return composeMail(artist.email, `New booking request from ${booking.clientName}`, [
    paragraph(`Hello ${artist.name},`),
    paragraph(`${booking.clientName} would like to book ${booking.serviceName} with you.`),
    {
      kind: 'facts',
      rows: [
        ['Client', `${booking.clientName} <${booking.clientEmail}>`],
        ['Service', booking.serviceName],
        ['When', describeSessionTime(booking.startsAt, artist.timezone)],
        ['Reference', booking.reference],
      ],
    },
    ...(booking.message ? [paragraph(`Message:\n${booking.message}`)] : []),
    {
      kind: 'link',
      label: 'Accept or decline the request',
      url: `${publicUrl}/dashboard?tab=bookings&booking=${booking.id}`,
    },
  ]);
}

export type StatusMailKind = 'confirmed' | 'declined' | 'cancelled' | 'completed' | 'expired';

function statusWording(kind: StatusMailKind, booking: BookingRow, artist: Artist) {
  const service = booking.serviceName;
  switch (kind) {
    case 'confirmed':
      return { subject: 'Booking confirmed', intro: `${artist.name} confirmed your ${service}.` };
    case 'declined':
      return { subject: 'Booking declined', intro: `${artist.name} declined your request for ${service}.` };
    case 'cancelled':
      return {
        subject: 'Booking cancelled',
        intro:
          booking.cancelledBy === 'client'
            ? `Your booking of ${service} with ${artist.name} was cancelled, as you asked.`
            : `${artist.name} cancelled your booking of ${service}.`,
      };
    case 'completed':
      return { subject: 'Session completed', intro: `Your ${service} with ${artist.name} is complete.` };
    case 'expired':
      return {
        subject: 'Request expired',
        intro: `Your request for ${service} with ${artist.name} expired.`,
      };
  }
}

/** To the client: the artist priced a 'Quote' request; accepting it confirms and pays. */
export function composeQuoteMail(booking: BookingRow, artist: Artist, publicUrl: string): MailMessage {
  const price = booking.quotePriceMacs === null ? '' : formatMacs(booking.quotePriceMacs);
  return composeMail(booking.clientEmail, `Quote from ${artist.name} — ${booking.reference}`, [
    paragraph(`Hello ${booking.clientName},`),
    paragraph(`${artist.name} quoted ${price} for ${booking.serviceName}.`),
    bookingFacts(booking, artist, booking.quoteNote ? [['Note', booking.quoteNote]] : []),
    paragraph(
      booking.clientUserId
        ? 'Accept the quote from My Bookings to confirm the session; the price is held in escrow until it is completed.'
        : 'Sign in with an account for this e-mail address to accept the quote from My Bookings.',
    ),
    clientLink(booking, publicUrl),
  ]);
}

/** To the client when the booking changes status, with the reason when one was given. */
export function composeStatusMail(
  kind: StatusMailKind,
  booking: BookingRow,
  artist: Artist,
  publicUrl: string,
): MailMessage {
  const { subject, intro } = statusWording(kind, booking, artist);
  const reason =
    kind === 'declined' ? booking.declineReason : kind === 'cancelled' ? booking.cancelReason : null;
  const closing =
    kind === 'completed' && booking.clientUserId
      ? [paragraph('How did it go? You can leave a review from My Bookings.')]
      : [paragraph(bookingStatusNotes[kind])];
  return composeMail(booking.clientEmail, `${subject} — ${booking.reference}`, [
    paragraph(`Hello ${booking.clientName},`),
    paragraph(intro),
    bookingFacts(booking, artist, reason?.trim() ? [['Reason', reason.trim()]] : []),
    ...closing,
    clientLink(booking, publicUrl),
  ]);
}

/** To the client about a confirmed session that starts within the reminder window. */
export function composeReminderMail(booking: BookingRow, artist: Artist, publicUrl: string): MailMessage {
  return composeMail(
    booking.clientEmail,
    `Reminder: ${booking.serviceName} with ${artist.name} — ${booking.reference}`,
    [
      paragraph(`Hello ${booking.clientName},`),
      paragraph(`A reminder of your confirmed ${booking.serviceName} with ${artist.name}.`),
      bookingFacts(booking, artist),
      paragraph(bookingStatusNotes.confirmed),
      clientLink(booking, publicUrl),
    ],
  );
}
