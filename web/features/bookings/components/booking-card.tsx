import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { cancellationPolicyLabels, cancellationPolicySummaries } from '#shared/booking-payments.ts';
import { dueLabel } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { cn } from '#web/ui/cn.ts';
import { paymentText, priceText } from '../lib/booking-payment.ts';
import { describeBookingWhen } from '../lib/booking-time.ts';
import { BookingMessageLink } from './booking-message-link.tsx';
import { BookingPaymentNotes } from './booking-payment-notes.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Price (or 'Quote'), where the paid MACS are, and the cancellation policy, when the booking has them. */
function PaymentFacts({ booking, showPrice }: { booking: Booking; showPrice: boolean }) {
  const price = priceText(booking);
  const policy = booking.cancellationPolicy;
  // The policy's terms matter to the client while the session can still be cancelled.
  const terms =
    booking.viewerRole !== 'artist' && (booking.status === 'pending' || booking.status === 'confirmed');
  return (
    <>
      {showPrice && price ? <Fact term="Price">{price}</Fact> : null}
      {booking.payment ? <Fact term="Payment">{paymentText(booking.payment)}</Fact> : null}
      {policy ? (
        <Fact term="Cancellation policy">
          {cancellationPolicyLabels[policy]}
          {terms ? (
            <span className="block text-xs text-ink-muted">{cancellationPolicySummaries[policy]}</span>
          ) : null}
        </Fact>
      ) : null}
    </>
  );
}

/**
 * The facts every booking view shows: long date and time in the artist's zone (the viewer's own
 * clock beside it when different), the reference, the requested and updated dates, and for a paid
 * session its price, payment and cancellation policy.
 */
export function BookingFacts({
  booking,
  wide = false,
  showPrice = true,
}: {
  booking: Booking;
  wide?: boolean;
  /** The artist's card shows the price beside the service instead. */
  showPrice?: boolean;
}) {
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
      <PaymentFacts booking={booking} showPrice={showPrice} />
    </dl>
  );
}

function reasonLabel(booking: Booking): string {
  if (booking.status === 'declined') return 'Reason for declining';
  if (booking.status === 'expired') return 'Expired';
  if (booking.cancelledBy === 'artist') return 'Cancelled by the artist';
  if (booking.cancelledBy === 'client') return 'Cancelled by the client';
  return booking.status === 'cancelled' ? 'Cancelled' : 'Reason';
}

/** The client's message, and the reason the booking was declined or cancelled when there is one. */
export function BookingMessage({ booking }: { booking: Booking }) {
  return (
    <>
      {booking.message ? (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm leading-relaxed whitespace-pre-line">
          {booking.message}
        </p>
      ) : null}
      {booking.statusReason ? (
        <p className="text-sm">
          <span className="font-medium">{reasonLabel(booking)}:</span>{' '}
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
  const price = priceText(booking);
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
        {price ? <span className="ml-2 text-sm font-normal text-ink-muted tabular-nums">{price}</span> : null}
      </p>
      <BookingFacts booking={booking} wide showPrice={false} />
      <BookingMessage booking={booking} />
      <BookingPaymentNotes booking={booking} />
      {actions}
    </article>
  );
}
