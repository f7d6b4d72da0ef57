import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_PAGE_SIZE,
  type Message,
  type MessagePage,
} from '#shared/schemas/messages.ts';
import {
  type ConversationRow,
  getConversationView,
  isClientIn,
  loadMyConversation,
  otherPartyOf,
  PREVIEW_LENGTH,
} from './conversation-views.ts';
import { conversations, messages } from './tables.ts';

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow, senderName: string, userId: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName,
    mine: row.senderId === userId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    hiddenReason: row.hiddenAt === null ? null : (row.hiddenReason ?? ''),
  };
}

/** A message hidden by moderation is gone for the other party; its sender still sees it, with the reason. */
const messageVisibleTo = (userId: string) =>
  sql`(${messages.hiddenAt} is null or ${messages.senderId} = ${userId})`;

/** Moves my read time forward to this transaction's clock (never back: pages may be read in any order). */
function markReadSet(row: ConversationRow, userId: string) {
  return isClientIn(row, userId)
    ? { clientReadAt: sql`greatest(${conversations.clientReadAt}, now())` }
    : { artistReadAt: sql`greatest(${conversations.artistReadAt}, now())` };
}

/**
 * GET /conversations/{id}/messages?before=: one page, oldest first within it, and the thread
 * counts as read for me. `before` names the oldest message already shown.
 */
export async function readMessagePage(
  db: Db,
  conversationId: string,
  userId: string,
  before: string | undefined,
): Promise<MessagePage> {
  return db.transaction(async (tx) => {
    const row = await loadMyConversation(tx, conversationId, userId);
    const olderThan = before
      ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${before} and m.conversation_id = ${row.id})`
      : undefined;
    const rows = await tx
      .select({ message: messages, senderName: users.name })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(eq(messages.conversationId, row.id), messageVisibleTo(userId), olderThan))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGE_PAGE_SIZE + 1);
    const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
    await tx.update(conversations).set(markReadSet(row, userId)).where(eq(conversations.id, row.id));
    return {
      conversation: await getConversationView(tx, row.id, userId),
      messages: page.map((r) => toMessage(r.message, r.senderName, userId)),
      nextBefore: rows.length > MESSAGE_PAGE_SIZE ? (page[0]?.message.id ?? null) : null,
    };
  });
}

const previewOf = (body: string) =>
  body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : body;

/**
 * POST /conversations/{id}/messages: stores the message, moves the conversation up the list and
 * tells the other party, all in one transaction (no notification for a message that was not kept).
 */
export async function sendMessage(
  db: Db,
  conversationId: string,
  userId: string,
  body: string,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const row = await loadMyConversation(tx, conversationId, userId);
    // Between blocked people no messages, answered as for a conversation that does not exist.
    await refuseIfBlocked(tx, userId, otherPartyOf(row, userId), () =>
      notFound(CONVERSATION_NOT_FOUND_MESSAGE),
    );
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: row.id, senderId: userId, body })
      .returning();
    // Writing a reply means having read the thread up to it.
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, now())`,
        ...markReadSet(row, userId),
      })
      .where(eq(conversations.id, row.id));
    const [sender] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const senderName = sender?.name ?? 'Someone';
    await notify(
      tx,
      otherPartyOf(row, userId),
      'message_received',
      `New message from ${senderName}`,
      previewOf(body),
      {
        conversationId: row.id,
        ...(row.bookingId ? { bookingId: row.bookingId } : {}),
      },
    );
    return toMessage(message!, senderName, userId);
  });
}
