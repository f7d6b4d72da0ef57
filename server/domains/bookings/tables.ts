import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';

export const bookingStatuses = ['pending', 'confirmed', 'declined', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

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
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('services_artist_slug_key').on(t.artistId, t.slug),
    check('services_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`),
    check('services_duration_check', sql`${t.durationMinutes} > 0`),
    check('services_price_check', sql`${t.priceMacs} is null or ${t.priceMacs} >= 0`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_artist_starts_idx').on(t.artistId, t.startsAt),
    index('bookings_client_user_idx').on(t.clientUserId),
    index('bookings_client_email_idx').on(sql`lower(${t.clientEmail})`),
    check('bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_status_check', sql.raw(`status in (${bookingStatuses.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

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
    index('reviews_artist_created_idx').on(t.artistId, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
