import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { ledgerTransfers } from '#server/domains/wallet/tables.ts';
import { inList } from '#server/platform/db/in-list.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';
import {
  type CancellationPolicy,
  cancellationPolicies,
  type DisputeOutcome,
  disputeOutcomes,
  type QuoteStatus,
  quoteStatuses,
} from '#shared/booking-payments.ts';
import { type BookingStatus, bookingStatuses } from '#shared/booking-rules.ts';

export type { BookingStatus };

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Catalogue id of the spec (ceramic, consultation, …), unique per artist. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** As shown: '2-3 hours', 'variable'. */
    durationLabel: text('duration_label').notNull(),
    /** Length of the slot a booking takes; for ranges, the upper bound so the artist is not double-booked. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** MACS hundredths; null means 'Quote'. */
    priceMacs: integer('price_macs'),
    /** What a client cancelling a confirmed session gets back (shared/booking-payments.ts). */
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull().default('flexible'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('services_artist_slug_key').on(t.artistId, t.slug),
    check('services_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`),
    check('services_duration_check', sql`${t.durationMinutes} > 0`),
    check('services_price_check', sql`${t.priceMacs} is null or ${t.priceMacs} >= 0`),
    check('services_cancellation_policy_check', inList('cancellation_policy', cancellationPolicies)),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human reference the client quotes, e.g. 'EAS-7K3Q9M'. */
    reference: text('reference').notNull().unique(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for guests, who book with name and e-mail only. */
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    /** Stored normalised (trimmed, lower-case) so tracking by e-mail matches. */
    clientEmail: text('client_email').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** Copied at booking time so the history survives a renamed or deleted service. */
    serviceName: text('service_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    declineReason: text('decline_reason'),
    cancelReason: text('cancel_reason'),
    /** Who cancelled: the artist or the client; null unless cancelled. */
    cancelledBy: text('cancelled_by').$type<'artist' | 'client'>(),
    /** sha256 of the random token in the guest's self-service link (view or cancel one booking). */
    manageTokenHash: text('manage_token_hash').unique(),
    /**
     * MACS hundredths agreed for the session: the service's price when requested, or the accepted
     * quote. Null for an unanswered Quote request or a free request without a service.
     */
    priceMacs: integer('price_macs'),
    /** The service's policy when the booking was made; null when nothing is paid. */
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>(),
    /** A pending request (or an unanswered quote) expires, refunded, at this time (decision 020). */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** For a 'Quote' service: where the artist's price stands; null for every other booking. */
    quoteStatus: text('quote_status').$type<QuoteStatus>(),
    quotePriceMacs: integer('quote_price_macs'),
    quoteNote: text('quote_note').notNull().default(''),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    /** Set by the reminder job when it claims the booking, so several instances remind once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_artist_starts_idx').on(t.artistId, t.startsAt),
    index('bookings_client_user_idx').on(t.clientUserId),
    index('bookings_client_email_idx').on(sql`lower(${t.clientEmail})`),
    check('bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_status_check', sql.raw(`status in (${bookingStatuses.map((s) => `'${s}'`).join(', ')})`)),
    check(
      'bookings_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('artist', 'client')`,
    ),
    check('bookings_price_check', sql`${t.priceMacs} is null or ${t.priceMacs} >= 0`),
    check('bookings_quote_price_check', sql`${t.quotePriceMacs} is null or ${t.quotePriceMacs} > 0`),
    check(
      'bookings_quote_status_check',
      sql`${t.quoteStatus} is null or ${inList('quote_status', quoteStatuses)}`,
    ),
    check(
      'bookings_cancellation_policy_check',
      sql`${t.cancellationPolicy} is null or ${inList('cancellation_policy', cancellationPolicies)}`,
    ),
    // The schedule's two queues (decision 020): due expiries and due auto-completions.
    index('bookings_pending_respond_by_idx').on(t.respondBy).where(sql`status = 'pending'`),
    index('bookings_confirmed_ends_idx').on(t.endsAt).where(sql`status = 'confirmed'`),
    // The exclusion constraint against overlapping pending/confirmed bookings is added by hand in
    // migration 0006 (drizzle cannot express EXCLUDE): bookings_no_overlap.
  ],
);

/**
 * The artist's availability, in the artist's time zone (artist_profiles.timezone). A weekly rule
 * opens one window on a weekday; a date rule overrides the weekly pattern for that date: either
 * closed all day (available = false) or open in its own window(s). Times are minutes after
 * local midnight, end exclusive (09:00–18:00 = 540–1080, which offers hourly slots 09:00…17:00).
 */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday, for weekly rules; null for date rules. */
    weekday: smallint('weekday'),
    /** The local date of a date rule; null for weekly rules. */
    date: date('date', { mode: 'string' }),
    available: boolean('available').notNull().default(true),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_rules_artist_idx').on(t.artistId, t.date),
    check('availability_rules_kind_check', sql`(${t.weekday} is null) <> (${t.date} is null)`),
    check('availability_rules_weekday_check', sql`${t.weekday} is null or ${t.weekday} between 0 and 6`),
    check(
      'availability_rules_window_check',
      sql`(${t.available} and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute})
        or (not ${t.available} and ${t.weekday} is null and ${t.startMinute} is null and ${t.endMinute} is null)`,
    ),
  ],
);

/** A stretch of time the artist keeps free of bookings (POST /calendar/block). */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_blocks_artist_starts_idx').on(t.artistId, t.startsAt),
    check('calendar_blocks_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The secret of an artist's private ICS feed URL; rotating replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  artistId: uuid('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One review per booking. */
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientUserId: uuid('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The artist page's list: `order by created_at desc, id desc` read straight off the index.
    index('reviews_artist_newest_idx').on(t.artistId, newestFirst(t.createdAt), newestFirst(t.id)),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Mailed links that show every booking made with one address: opening the mail proves the address,
 * which a booking reference cannot (anyone can book with any address).
 */
export const bookingAccessLinks = pgTable(
  'booking_access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised (trimmed, lower-case), as bookings.client_email. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_access_links_email_idx').on(t.email, t.createdAt)],
);

/**
 * The MACS a client paid for a session, held in the 'booking_escrow' ledger account until it is
 * released to the artist or refunded (decision 020). amount = held + released + refunded at all
 * times; the row outlives a deleted booking, so the money's history stays whole.
 */
export const bookingEscrows = pgTable(
  'booking_escrows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    /** Copied so the record names the session after the booking is gone. */
    bookingReference: text('booking_reference').notNull(),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    released: integer('released').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    holdTransferId: uuid('hold_transfer_id')
      .notNull()
      .unique()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_escrows_payer_idx').on(t.payerId),
    index('booking_escrows_payee_idx').on(t.payeeId),
    check('booking_escrows_amount_check', sql`${t.amount} > 0`),
    check(
      'booking_escrows_parts_check',
      sql`${t.released} >= 0 and ${t.refunded} >= 0 and ${t.released} + ${t.refunded} <= ${t.amount}`,
    ),
    check(
      'booking_escrows_settled_check',
      sql`(${t.settledAt} is not null) = (${t.released} + ${t.refunded} = ${t.amount})`,
    ),
  ],
);

/** A client's dispute of a paid session, and the operator's decision on it (decision 020). */
export const bookingDisputes = pgTable(
  'booking_disputes',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<DisputeOutcome>(),
    note: text('note').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'booking_disputes_outcome_check',
      sql`${t.outcome} is null or ${inList('outcome', disputeOutcomes)}`,
    ),
    check('booking_disputes_resolved_check', sql`(${t.outcome} is null) = (${t.resolvedAt} is null)`),
    index('booking_disputes_open_idx').on(t.openedAt).where(sql`outcome is null`),
  ],
);
