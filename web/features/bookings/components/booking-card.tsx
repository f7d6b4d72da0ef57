import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { dueLabel } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { cn } from '#web/ui/cn.ts';
import { describeBookingWhen } from '../lib/booking-time.ts';
import { BookingMessageLink } from './booking-message-link.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * The facts every booking view shows: long date and time in the artist's zone (the viewer's own
 * clock beside it when different), the reference, and the requested and updated dates.
 */
export function BookingFacts({ booking, wide = false }: { booking: Booking; wide?: boolean }) {
  const when = describeBookingWhen(booking);
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3', wide && 'lg:grid-cols-4')}>
      <Fact term="Date">{when.date}</Fact>
      <Fact term="Time">
        {when.time}
        {when.viewerTime ? <span className="block text-xs text-ink-muted">{when.viewerTime}</span> : null}
      </Fact>
      <Fact term="Booking ID">
        <span className="font-mono text-[0.8125rem]">{booking.reference}</span>
      </Fact>
      <Fact term="Requested">{when.requested}</Fact>
      {when.updated ? <Fact term="Updated">{when.updated}</Fact> : null}
    </dl>
  );
}

/** The client's message, and the reason the booking was declined or cancelled when there is one. */
export function BookingMessage({ booking }: { booking: Booking }) {
  const reasonLabel =
    booking.status === 'declined'
      ? 'Reason for declining'
      : booking.cancelledBy === 'artist'
        ? 'Cancelled by the artist'
        : 'Cancelled by the client';
  return (
    <>
      {booking.message ? (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm leading-relaxed whitespace-pre-line">
          {booking.message}
        </p>
      ) : null}
      {booking.statusReason ? (
        <p className="text-sm">
          <span className="font-medium">{reasonLabel}:</span>{' '}
          <span className="text-ink-muted">{booking.statusReason}</span>
        </p>
      ) : null}
    </>
  );
}

export type ArtistBookingCardProps = {
  booking: Booking;
  /** The decision buttons (accept/decline or complete/cancel). */
  actions?: ReactNode;
  highlighted?: boolean;
  now?: Date;
};

/** One incoming booking on the artist's dashboard: who, what, when, how soon, and its status. */
export function ArtistBookingCard({
  booking,
  actions,
  highlighted = false,
  now = new Date(),
}: ArtistBookingCardProps) {
  const headingId = `booking-${booking.id}-client`;
  const due = dueLabel(booking.dateTime, now, booking.artistTimezone);
  return (
    <article
      id={`booking-${booking.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6',
        'focus-visible:outline-2 focus-visible:outline-ring',
        highlighted && 'border-accent ring-2 ring-accent/40',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={booking.clientName} size="md" decorative />
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-semibold">
              {booking.clientName}
            </h3>
            <a
              href={`mailto:${booking.clientEmail}`}
              className="inline-flex max-w-full items-center gap-1 truncate text-sm text-ink-muted hover:text-accent-text hover:underline"
            >
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{booking.clientEmail}</span>
            </a>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral" title="When the session is">
            {due}
          </Badge>
          <BookingStatusBadge status={booking.status} />
          <BookingMessageLink booking={booking} />
        </div>
      </header>
      <p className="font-display text-lg font-semibold">
        {booking.service}
        {booking.price !== null ? (
          <span className="ml-2 text-sm font-normal text-ink-muted tabular-nums">{booking.price} MACS</span>
        ) : null}
      </p>
      <BookingFacts booking={booking} wide />
      <BookingMessage booking={booking} />
      {actions}
    </article>
  );
}
