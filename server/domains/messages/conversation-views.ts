import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { bookings } from '#server/domains/bookings/tables.ts';
import { offers } from '#server/domains/marketplace/tables.ts';
import { media } from '#server/domains/media/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import { CONVERSATION_NOT_FOUND_MESSAGE, type Conversation } from '#shared/schemas/messages.ts';
import { conversations, messages } from './tables.ts';

/** How much of the last message a list row shows. */
export const PREVIEW_LENGTH = 140;
/** A list never answers more than this many conversations (the most recently active). */
const CONVERSATION_LIST_LIMIT = 200;

export type ConversationRow = typeof conversations.$inferSelect;

/** The caller's side of a conversation: which read time is theirs and who the other party is. */
export const isClientIn = (row: Pick<ConversationRow, 'clientId'>, userId: string) => row.clientId === userId;
export const otherPartyOf = (row: Pick<ConversationRow, 'clientId' | 'artistId'>, userId: string) =>
  isClientIn(row, userId) ? row.artistId : row.clientId;

export const partyOf = (userId: string): SQL =>
  or(eq(conversations.clientId, userId), eq(conversations.artistId, userId))!;

/** Messages from the other party after my read time, as SQL correlated with the conversation row. */
export function unreadSql(userId: string): SQL {
  const myReadAt = sql`case when ${conversations.clientId} = ${userId} then ${conversations.clientReadAt} else ${conversations.artistReadAt} end`;
  return sql`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
    and m.sender_id <> ${userId} and m.hidden_at is null
    and m.created_at > coalesce(${myReadAt}, '-infinity'::timestamptz))`;
}

/** The newest message I may read: one moderation hid is its sender's alone (decision 019). */
const lastMessageSql = (column: 'body' | 'sender_id', userId: string) =>
  sql`(select ${sql.raw(`m.${column}`)} from ${messages} m where m.conversation_id = ${conversations.id}
    and (m.hidden_at is null or m.sender_id = ${userId}) order by m.created_at desc, m.id desc limit 1)`;

/*
 * A read model: the subject's headline comes from the booking or the offer's artwork in the same
 * query, so a list of conversations is one round trip rather than one call per row into two domains.
 */
function selectConversationViews(db: Db, userId: string) {
  const otherId = sql`case when ${conversations.clientId} = ${userId} then ${conversations.artistId} else ${conversations.clientId} end`;
  return db
    .select({
      conversation: conversations,
      otherName: users.name,
      otherUsername: users.username,
      otherAvatar: users.avatarUrl,
      reference: bookings.reference,
      serviceName: bookings.serviceName,
      startsAt: bookings.startsAt,
      mediaId: offers.mediaId,
      artworkTitle: media.title,
      lastBody: sql<string | null>`left(${lastMessageSql('body', userId)}, ${PREVIEW_LENGTH})`,
      lastSenderId: sql<string | null>`${lastMessageSql('sender_id', userId)}`,
      unread: sql<number>`${unreadSql(userId)}`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .leftJoin(offers, eq(offers.id, conversations.offerId))
    .leftJoin(media, eq(media.id, offers.mediaId))
    .$dynamic();
}

type ViewRow = Awaited<ReturnType<typeof selectConversationViews>>[number];

function subjectOf(row: ViewRow): Conversation['subject'] {
  const c = row.conversation;
  if (c.bookingId) {
    return {
      type: 'booking',
      bookingId: c.bookingId,
      reference: row.reference ?? '',
      serviceName: row.serviceName ?? '',
      startsAt: (row.startsAt ?? c.createdAt).toISOString(),
    };
  }
  return { type: 'offer', offerId: c.offerId!, mediaId: row.mediaId!, title: row.artworkTitle ?? '' };
}

function toConversation(row: ViewRow, userId: string): Conversation {
  const c = row.conversation;
  return {
    id: c.id,
    subject: subjectOf(row),
    otherParty: {
      id: otherPartyOf(c, userId),
      name: row.otherName,
      username: row.otherUsername,
      avatarUrl: row.otherAvatar,
    },
    myRole: isClientIn(c, userId) ? 'client' : 'artist',
    lastMessage:
      c.lastMessageAt && row.lastBody !== null
        ? { preview: row.lastBody, sentAt: c.lastMessageAt.toISOString(), mine: row.lastSenderId === userId }
        : null,
    unreadCount: Number(row.unread),
    createdAt: c.createdAt.toISOString(),
  };
}

const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** GET /conversations: mine, most recent activity first. */
export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  const rows = await selectConversationViews(db, userId)
    .where(partyOf(userId))
    .orderBy(desc(activity), desc(conversations.id))
    .limit(CONVERSATION_LIST_LIMIT);
  return rows.map((row) => toConversation(row, userId));
}

/** One of my conversations as the list shows it; anyone else hears 404. */
export async function getConversationView(db: Db, id: string, userId: string): Promise<Conversation> {
  if (!isUuid(id)) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  const [row] = await selectConversationViews(db, userId)
    .where(and(eq(conversations.id, id), partyOf(userId)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  return toConversation(row, userId);
}

/** The bare row of one of my conversations (for writes); anyone else hears 404, as if it did not exist. */
export async function loadMyConversation(db: Db, id: string, userId: string): Promise<ConversationRow> {
  if (!isUuid(id)) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), partyOf(userId)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  return row;
}

/** GET /conversations/unread: every message waiting for me, across my conversations (the nav icon). */
export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadSql(userId)}), 0)::int` })
    .from(conversations)
    .where(partyOf(userId));
  return Number(row?.total ?? 0);
}
