import type { Notification } from '#shared/schemas/notifications.ts';
import {
  artistBookingHref,
  bookingConversationHref,
  conversationHref,
  MY_BOOKINGS_PATH,
} from '#web/lib/app-links.ts';

/**
 * The side of a booking a notification was written for (`recipient`, else the type's usual
 * reader): the artist's booking in the dashboard, or the client's My Bookings.
 */
function bookingSide(data: Notification['data'], usual: 'artist' | 'client' | null): string | null {
  const side = data.recipient ?? usual;
  if (side === 'artist') return data.bookingId ? artistBookingHref(data.bookingId) : null;
  return side === 'client' ? MY_BOOKINGS_PATH : null;
}

/**
 * Where a notification takes its reader: the conversation a message is in, the booking a request,
 * review, quote or session payment is about. Null where there is nowhere better to go than the
 * notification itself (other payments, or an older row that does not say which side it is for).
 */
export function notificationHref({ type, data }: Notification): string | null {
  switch (type) {
    case 'message_received':
      if (data.conversationId) return conversationHref(data.conversationId);
      return data.bookingId ? bookingConversationHref(data.bookingId) : null;
    case 'booking_request':
    case 'review_received':
      return bookingSide(data, 'artist');
    case 'booking_confirmed':
    case 'booking_completed':
      return bookingSide(data, 'client');
    case 'payment_received':
    case 'booking_cancelled':
    case 'reminder':
      return bookingSide(data, null);
    default:
      return null;
  }
}
