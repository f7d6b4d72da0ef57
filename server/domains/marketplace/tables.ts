import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { media } from '#server/domains/media/tables.ts';
import { ledgerTransfers } from '#server/domains/wallet/tables.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';

/**
 * One sold copy of an artwork. `(media_id, edition_number)` is unique and the number runs from 1
 * to the edition size (1 for a unique piece), so a piece can never be sold more times than it has
 * copies, whatever races the service loses. Title, price and the original's key are copied so the
 * buyer's record, and their download, survive an edited or deleted artwork.
 */
export const orders = pgTable(
  'marketplace_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * The original file the buyer paid for. Kept for them when the artist deletes the artwork
     * (deleteMedia leaves a file an order names); null only for orders older than this column
     * whose artwork was deleted before it.
     */
    originalKey: text('original_key'),
    /** MACS hundredths actually paid (the list price, or an accepted offer). */
    priceMacs: bigint('price_macs', { mode: 'number' }).notNull(),
    editionNumber: integer('edition_number').notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .unique()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('marketplace_orders_edition_key').on(t.mediaId, t.editionNumber),
    index('marketplace_orders_buyer_created_idx').on(t.buyerId, newestFirst(t.createdAt)),
    index('marketplace_orders_artist_created_idx').on(t.artistId, newestFirst(t.createdAt)),
    check('marketplace_orders_price_check', sql`${t.priceMacs} > 0`),
    check('marketplace_orders_edition_check', sql`${t.editionNumber} >= 1`),
  ],
);

export const offerStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** A buyer's proposed price for a listed artwork; accepting it makes an order at that price. */
export const offers = pgTable(
  'marketplace_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MACS hundredths offered. */
    amountMacs: bigint('amount_macs', { mode: 'number' }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<OfferStatus>().notNull().default('pending'),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    /** One open offer per buyer per artwork: a new price replaces, it does not pile up. */
    uniqueIndex('marketplace_offers_one_pending_idx')
      .on(t.mediaId, t.buyerId)
      .where(sql`${t.status} = 'pending'`),
    index('marketplace_offers_artist_created_idx').on(t.artistId, newestFirst(t.createdAt)),
    index('marketplace_offers_buyer_created_idx').on(t.buyerId, newestFirst(t.createdAt)),
    check('marketplace_offers_amount_check', sql`${t.amountMacs} > 0`),
    check('marketplace_offers_parties_check', sql`${t.buyerId} <> ${t.artistId}`),
    check(
      'marketplace_offers_status_check',
      sql.raw(`status in (${offerStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('marketplace_offers_message_check', sql`length(${t.message}) <= 500`),
  ],
);
