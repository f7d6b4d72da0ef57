import { eq } from 'drizzle-orm';
import { getBookingForCaller } from '#server/domains/bookings/booking-queries.ts';
import { bookings } from '#server/domains/bookings/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict } from '#server/platform/errors.ts';
import { type Conversation, GUEST_BOOKING_MESSAGE } from '#shared/schemas/messages.ts';
import { getConversationView } from './conversation-views.ts';
import { ensureConversation } from './conversations.ts';

/*
 * The booking view hides whether the client has an account (the artist sees 'artist' as their
 * role either way), and a conversation needs that account: this one column is read directly.
 */
async function findClientAccountId(tx: Db, bookingId: string): Promise<string | null> {
  const [row] = await tx
    .select({ clientUserId: bookings.clientUserId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row?.clientUserId ?? null;
}

/**
 * POST /conversations {bookingId}: the booking's one conversation, opened on first use by its
 * artist or its signed-in client. Anyone else hears the booking's 404; a guest booking has no
 * account on the client side to talk to, so it answers 409.
 */
export async function openBookingConversation(
  db: Db,
  bookingId: string,
  userId: string,
): Promise<Conversation> {
  return db.transaction(async (tx) => {
    const booking = await getBookingForCaller(tx, bookingId, userId);
    const clientId = await findClientAccountId(tx, booking.id);
    if (booking.viewerRole === 'guest' || !clientId || clientId === booking.artistId) {
      throw conflict(GUEST_BOOKING_MESSAGE);
    }
    const id = await ensureConversation(
      tx,
      { bookingId: booking.id },
      { clientId, artistId: booking.artistId },
    );
    return getConversationView(tx, id, userId);
  });
}
