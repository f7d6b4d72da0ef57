import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '#shared/schemas/bookings.ts';
import { bookingConversationHref } from '#web/lib/app-links.ts';
import { buttonClasses } from '#web/ui/button.tsx';

/**
 * 'Message' on a booking card: opens the booking's conversation in the dashboard's Messages tab.
 * Only the artist and the signed-in client have a conversation; a guest looking up a booking does not.
 */
export function BookingMessageLink({ booking }: { booking: Booking }) {
  if (booking.viewerRole === 'guest') return null;
  const other = booking.viewerRole === 'artist' ? booking.clientName : booking.artistName;
  return (
    <Link
      to={bookingConversationHref(booking.id)}
      aria-label={`Message ${other} about this booking`}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <MessageSquare aria-hidden="true" />
      Message
    </Link>
  );
}
