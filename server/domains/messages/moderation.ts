import { and, eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type HiddenMark, hiddenValues, type ModerationTarget } from '#server/platform/db/hidden-columns.ts';
import { partyOf } from './conversation-views.ts';
import { conversations, messages } from './tables.ts';

/**
 * One message as moderation sees it (decision 019): the operator reads this message and nothing
 * else of its conversation. With `partyId`, only a party to the conversation finds it (a report
 * must come from someone who could read it); without, the operator's console.
 */
export async function loadMessageTarget(
  db: Db,
  id: string,
  partyId?: string,
): Promise<ModerationTarget | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: messages.id,
      body: messages.body,
      hiddenAt: messages.hiddenAt,
      hiddenReason: messages.hiddenReason,
      authorId: users.id,
      authorName: users.name,
      authorUsername: users.username,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.id, id), partyId ? partyOf(partyId) : undefined));
  if (!row) return null;
  return {
    ownerId: row.authorId,
    public: row.hiddenAt === null,
    content: {
      type: 'message',
      id: row.id,
      title: 'Private message',
      text: row.body,
      imageUrl: null,
      href: null,
      author: { id: row.authorId, name: row.authorName, username: row.authorUsername },
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
    },
  };
}

/** Hides (or restores) a message for the other party; false when there is no such message. */
export async function setMessageHidden(tx: Db, id: string, mark: HiddenMark): Promise<boolean> {
  const rows = await tx
    .update(messages)
    .set(hiddenValues(mark))
    .where(eq(messages.id, id))
    .returning({ id: messages.id });
  return rows.length > 0;
}
