import { type BookingStatus, bookingStatusLabels, bookingStatusTones } from '#shared/booking-rules.ts';
import { Badge } from '#web/ui/badge.tsx';

/** A booking's status in the spec's colour: pending amber, confirmed green, declined red, completed blue. */
export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <Badge tone={bookingStatusTones[status]} className={className} data-status={status}>
      {bookingStatusLabels[status]}
    </Badge>
  );
}
