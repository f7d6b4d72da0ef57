import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { bookings } from '#server/domains/bookings/tables.ts';
import { offers } from '#server/domains/marketplace/tables.ts';
import { hiddenColumns } from '#server/platform/db/hidden-columns.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';

/**
 * A private thread between a client and an artist about exactly one booking or one marketplace
 * offer. Only these two people may read or write it. Each side's last read time gives unread counts.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .unique()
      .references(() => offers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    artistReadAt: timestamp('artist_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_client_idx').on(t.clientId, newestFirst(t.lastMessageAt)),
    index('conversations_artist_idx').on(t.artistId, newestFirst(t.lastMessageAt)),
    check('conversations_subject_check', sql`num_nonnulls(${t.bookingId}, ${t.offerId}) = 1`),
    check('conversations_parties_check', sql`${t.clientId} <> ${t.artistId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...hiddenColumns(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    check('messages_body_check', sql`length(trim(${t.body})) between 1 and 2000`),
  ],
);
