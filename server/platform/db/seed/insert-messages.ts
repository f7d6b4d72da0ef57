import { eq } from 'drizzle-orm';
import { ensureConversation } from '#server/domains/messages/conversations.ts';
import { conversations, messages } from '#server/domains/messages/tables.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { daysFrom, type SeedContext } from './context.ts';
import { DEMO_ARTIST_USERNAME, DEMO_SUPPORTER_USERNAME } from './demo-accounts.ts';
import type { SeededBooking } from './insert-bookings.ts';

/**
 * Sam and Maya talk about Sam's confirmed consultation; the thread matches the message
 * notifications of the seed, and Sam's last message waits unread for Maya (her icon shows 1).
 */
export async function insertMessages(ctx: SeedContext, seededBookings: SeededBooking[]): Promise<void> {
  const { tx, now } = ctx;
  const maya = ctx.artists.get(DEMO_ARTIST_USERNAME)!;
  const sam = ctx.supporters.get(DEMO_SUPPORTER_USERNAME)!;
  const booking = seededBookings.find(
    (b) => b.artist === DEMO_ARTIST_USERNAME && b.status === 'confirmed' && b.clientName === sam.name,
  )!;
  const conversationId = await ensureConversation(
    tx,
    { bookingId: booking.id },
    { clientId: sam.id, artistId: maya.id },
  );
  const at = (hoursAgo: number) => daysFrom(now, 0, -hoursAgo);
  const thread = [
    {
      from: sam.id,
      hoursAgo: 26,
      body: "Hi Maya! I've found a second-hand kiln and would love your eye on it before I buy.",
    },
    { from: sam.id, hoursAgo: 5, body: 'Looking forward to the consultation!' },
    { from: maya.id, hoursAgo: 4, body: 'Bring an apron, it gets messy!' },
    { from: sam.id, hoursAgo: 0.7, body: "Will do! Should I bring photos of the kiln's elements as well?" },
  ];
  await tx
    .insert(messages)
    .values(
      thread.map((m) => ({ conversationId, senderId: m.from, body: m.body, createdAt: at(m.hoursAgo) })),
    );
  await tx
    .update(conversations)
    .set({ lastMessageAt: at(0.7), clientReadAt: at(0.7), artistReadAt: at(4), createdAt: at(26) })
    .where(eq(conversations.id, conversationId));
  await tx.insert(notifications).values({
    userId: maya.id,
    type: 'message_received',
    title: `New message from ${sam.name}`,
    message: thread.at(-1)!.body,
    data: { conversationId, bookingId: booking.id },
    read: false,
    createdAt: at(0.7),
  });
}
