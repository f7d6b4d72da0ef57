import type { Notification } from '#shared/schemas/notifications.ts';
import {
  artistBookingHref,
  bookingConversationHref,
  conversationHref,
  MY_BOOKINGS_PATH,
} from '#web/lib/app-links.ts';

/**
 * Where a notification takes its reader: the conversation a message is in, the booking a request
 * or review is about. Null where there is nowhere better to go than the notification itself
 * (payments, or an older row that does not say which side of a booking it is for).
 */
export function notificationHref({ type, data }: Notification): string | null {
  switch (type) {
    case 'message_received':
      if (data.conversationId) return conversationHref(data.conversationId);
      return data.bookingId ? bookingConversationHref(data.bookingId) : null;
    case 'booking_request':
    case 'review_received':
      // A quote (decision 020) is a booking_request addressed to the client.
      if (data.recipient === 'client') return MY_BOOKINGS_PATH;
      return data.bookingId ? artistBookingHref(data.bookingId) : null;
    case 'booking_confirmed':
    case 'booking_completed':
      // An accepted quote tells the artist; everything else here is the client's.
      if (data.recipient === 'artist' && data.bookingId) return artistBookingHref(data.bookingId);
      return MY_BOOKINGS_PATH;
    case 'payment_received':
      return data.recipient === 'artist' && data.bookingId ? artistBookingHref(data.bookingId) : null;
    case 'booking_cancelled':
    case 'reminder':
      if (!data.bookingId) return null;
      if (data.recipient === 'artist') return artistBookingHref(data.bookingId);
      return data.recipient === 'client' ? MY_BOOKINGS_PATH : null;
    default:
      return null;
  }
}
