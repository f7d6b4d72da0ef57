import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { hiddenColumns } from '#server/platform/db/hidden-columns.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';

export const mediaTypes = ['image', 'video'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    caption: text('caption').notNull().default(''),
    type: text('type').$type<MediaType>().notNull(),
    /** Key in file storage of the original (metadata stripped); served at /api/v1/files/<key>. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** A screen-sized WebP for viewing; null for videos and for rows made before it existed. */
    displayKey: text('display_key'),
    /**
     * An 800 px wide WebP, the feed's and the artist page's size on most screens; null for videos,
     * and for older images until the rendition backfill (rendition-backfill.ts) has made it.
     */
    mediumKey: text('medium_key'),
    /** Content type of the original as detected from its bytes. */
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    /** MACS hundredths; null means not for sale. */
    priceMacs: integer('price_macs'),
    /** Number of copies for sale; null means a unique piece that sells once. */
    editionSize: integer('edition_size'),
    allowDownload: boolean('allow_download').notNull().default(false),
    published: boolean('published').notNull().default(true),
    ...hiddenColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly the lists' `order by created_at desc, id desc`: Postgres reads `desc` as NULLS FIRST,
    // and an index built DESC NULLS LAST (Drizzle's plain `.desc()`) cannot serve that order, so
    // the feed, gallery and marketplace would sort every row to return one page.
    index('media_artist_created_idx').on(t.artistId, newestFirst(t.createdAt), newestFirst(t.id)),
    index('media_published_created_idx')
      .on(newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.published} = true`),
    // The artist page counts an artist's public work and sums its views from this index alone.
    index('media_artist_public_views_idx')
      .on(t.artistId, t.views)
      .where(sql`${t.published} and ${t.hiddenAt} is null`),
    index('media_for_sale_idx')
      .on(newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.priceMacs} is not null`),
    check('media_type_check', sql.raw(`type in (${mediaTypes.map((m) => `'${m}'`).join(', ')})`)),
    check('media_title_check', sql`length(trim(${t.title})) > 0`),
    check('media_counts_check', sql`${t.views} >= 0 and ${t.downloads} >= 0`),
    check('media_price_check', sql`${t.priceMacs} is null or ${t.priceMacs} > 0`),
    check('media_edition_check', sql`${t.editionSize} is null or ${t.editionSize} > 0`),
    check(
      'media_dimensions_check',
      sql`(${t.width} is null or ${t.width} > 0) and (${t.height} is null or ${t.height} > 0)`,
    ),
  ],
);

export const mediaLikes = pgTable(
  'media_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaId] }), index('media_likes_media_idx').on(t.mediaId)],
);

export const mediaComments = pgTable(
  'media_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...hiddenColumns(),
  },
  (t) => [
    index('media_comments_media_created_idx').on(t.mediaId, t.createdAt),
    check('media_comments_body_check', sql`length(trim(${t.body})) between 1 and 2000`),
  ],
);

/** A user's saved list. */
export const mediaSaves = pgTable(
  'media_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaId] }), index('media_saves_media_idx').on(t.mediaId)],
);

/**
 * One row per viewer per artwork per UTC day, so a view is counted once a day however often the
 * page is opened. `viewerKey` is a user id, or a hash of the anonymous visitor's address.
 */
export const mediaViews = pgTable(
  'media_views',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.viewerKey, t.day] }),
    index('media_views_created_idx').on(t.createdAt),
  ],
);
