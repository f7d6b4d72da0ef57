import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { conversations } from './tables.ts';

/** What a conversation is about: exactly one booking or one marketplace offer. */
export type ConversationSubject = { bookingId: string } | { offerId: string };
export type ConversationParties = { clientId: string; artistId: string };

/**
 * The one conversation of a booking or an offer, created on first use. The unique key on the
 * subject decides a race: the loser's insert does nothing and it reads the winner's row.
 */
export async function ensureConversation(
  tx: Db,
  subject: ConversationSubject,
  parties: ConversationParties,
): Promise<string> {
  const [created] = await tx
    .insert(conversations)
    .values({ ...subject, ...parties })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      'bookingId' in subject
        ? eq(conversations.bookingId, subject.bookingId)
        : eq(conversations.offerId, subject.offerId),
    );
  if (!existing) throw new Error('Conversation vanished while being opened');
  return existing.id;
}
