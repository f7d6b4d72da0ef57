import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';

/** The four Discover categories (spec section 2); the slug is stored, the label is shown. */
export const artistCategories = ['digital-art', 'traditional', 'mixed-media', 'sculpture'] as const;
export type ArtistCategory = (typeof artistCategories)[number];
export const defaultArtistCategory: ArtistCategory = 'mixed-media';

export const artistProfiles = pgTable(
  'artist_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<ArtistCategory>().notNull().default(defaultArtistCategory),
    bio: text('bio').notNull().default(''),
    location: text('location'),
    website: text('website'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    phone: text('phone'),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    education: text('education').array().notNull().default(sql`'{}'::text[]`),
    achievements: text('achievements').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience'),
    responseTime: text('response_time'),
    /** MACS hundredths; null until the artist sets a rate. */
    hourlyRateMacs: integer('hourly_rate_macs'),
    bookingEnabled: boolean('booking_enabled').notNull().default(false),
    /** IANA zone; availability slots are computed in it. */
    timezone: text('timezone').notNull().default('UTC'),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artist_profiles_category_idx').on(t.category),
    check(
      'artist_profiles_category_check',
      sql.raw(`category in (${artistCategories.map((c) => `'${c}'`).join(', ')})`),
    ),
    check('artist_profiles_hourly_rate_check', sql`${t.hourlyRateMacs} is null or ${t.hourlyRateMacs} >= 0`),
    check('artist_profiles_views_check', sql`${t.views} >= 0`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.artistId] }),
    // The primary key serves "whom do I follow"; this one serves follower counts per artist.
    index('follows_artist_idx').on(t.artistId),
    check('follows_not_self', sql`${t.followerId} <> ${t.artistId}`),
  ],
);
