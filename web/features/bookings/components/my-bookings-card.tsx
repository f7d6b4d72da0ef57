import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bookingStatusNotes } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { isUpcoming } from '../lib/booking-time.ts';
import { BookingFacts, BookingMessage } from './booking-card.tsx';
import { BookingMessageLink } from './booking-message-link.tsx';
import { BookingPaymentNotes } from './booking-payment-notes.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { ReviewStars } from './review-stars.tsx';

/**
 * The status note a client reads (spec §2 Track Your Bookings). My Bookings shows the confirmed
 * note only while the session is still ahead (`confirmedOnlyAhead`).
 */
export function clientStatusNote(
  booking: Booking,
  confirmedOnlyAhead: boolean,
  now = new Date(),
): string | null {
  if (booking.status === 'confirmed' && confirmedOnlyAhead && !isUpcoming(booking, now)) return null;
  if (booking.status === 'completed' && booking.review) return null;
  // A Quote request's own note says whose turn it is (the artist's price, or the client's answer).
  if (booking.status === 'pending' && booking.quote) return null;
  // The reason line already says who cancelled and why, or why the request lapsed.
  if ((booking.status === 'cancelled' || booking.status === 'expired') && booking.statusReason) return null;
  return bookingStatusNotes[booking.status];
}

export type ClientBookingCardProps = {
  booking: Booking;
  /** My Bookings: the artist's avatar and name, linking to their page. */
  showArtist?: boolean;
  confirmedNoteOnlyAhead?: boolean;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
};

/** One booking as its client sees it: service, ID, status, when, the message and where it stands. */
export function ClientBookingCard({
  booking,
  showArtist = false,
  confirmedNoteOnlyAhead = false,
  actions,
  headingLevel = 3,
}: ClientBookingCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `booking-${booking.id}-service`;
  const note = clientStatusNote(booking, confirmedNoteOnlyAhead);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {showArtist ? (
            <Avatar name={booking.artistName} src={booking.artistAvatar} size="md" decorative />
          ) : null}
          <div className="min-w-0">
            <Heading id={headingId} className="font-display text-lg font-semibold">
              {booking.service}
            </Heading>
            {showArtist ? (
              <Link
                to={`/artists/${encodeURIComponent(booking.artistUsername)}`}
                className="text-sm text-ink-muted hover:text-accent-text hover:underline"
              >
                with {booking.artistName}
              </Link>
            ) : (
              <p className="text-sm text-ink-muted">with {booking.artistName}</p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <BookingMessageLink booking={booking} />
        </div>
      </header>
      <BookingFacts booking={booking} />
      <BookingMessage booking={booking} />
      <BookingPaymentNotes booking={booking} />
      {note ? (
        <p className="flex items-start gap-2 rounded-xl border border-line px-4 py-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <span>{note}</span>
        </p>
      ) : null}
      {booking.review ? (
        <div className="flex flex-col gap-1.5 rounded-xl bg-surface-muted px-4 py-3">
          <p className="text-xs font-medium text-ink-muted">Your review</p>
          <ReviewStars rating={booking.review.rating} />
          {booking.review.body ? <p className="text-sm leading-relaxed">{booking.review.body}</p> : null}
        </div>
      ) : null}
      {actions}
    </article>
  );
}
