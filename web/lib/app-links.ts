/**
 * Where things live in the app, for links between features: one place, so a moved screen does
 * not leave stale links behind. Plain strings, no imports: any chunk can take it.
 */
export const MESSAGES_PATH = '/dashboard?tab=messages';
export const MY_BOOKINGS_PATH = '/my-bookings';
/** The MACS wallet, where a balance is topped up. */
export const WALLET_PATH = '/wallet';

/** One conversation in the Messages tab. */
export const conversationHref = (id: string) => `${MESSAGES_PATH}&conversation=${encodeURIComponent(id)}`;

/** A booking's conversation, opened (or started) from the booking. */
export const bookingConversationHref = (bookingId: string) =>
  `${MESSAGES_PATH}&booking=${encodeURIComponent(bookingId)}`;

/** One booking, opened in the artist's Bookings tab. */
export const artistBookingHref = (id: string) => `/dashboard?tab=bookings&booking=${encodeURIComponent(id)}`;
