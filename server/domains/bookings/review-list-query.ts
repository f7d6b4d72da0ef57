import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { isoTimestamp, jsonObject } from '#server/platform/db/sql-json.ts';
import type { Review } from '#shared/schemas/bookings.ts';
import { bookings, reviews } from './tables.ts';

const author = alias(users, 'author');

function buildReviewListStatement(db: Db, by: 'id' | 'username', name: string) {
  // Newest first on reviews_artist_newest_idx (artist_id, created_at desc, id desc): no sort.
  const page = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      authorName: author.name,
      authorAvatar: author.avatarUrl,
      service: bookings.serviceName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.clientUserId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.artistId, users.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .as('page');
  const review = jsonObject({
    id: page.id,
    rating: page.rating,
    body: page.body,
    authorName: page.authorName,
    authorAvatar: page.authorAvatar,
    service: page.service,
    createdAt: isoTimestamp(page.createdAt),
  });
  const who =
    by === 'id'
      ? sql`${users.id} = ${sql.placeholder('id')}::uuid`
      : sql`lower(${users.username}) = ${sql.placeholder('username')}`;
  return (
    db
      .select(
        plainFields({
          reviews: sql<
            Review[]
          >`(select coalesce(json_agg(${review} order by ${page.createdAt} desc, ${page.id} desc), '[]'::json) from ${page})`,
        }),
      )
      .from(artistProfiles)
      .innerJoin(users, eq(users.id, artistProfiles.userId))
      // A suspended artist is "not found" everywhere an artist is looked up.
      .where(sql`${who} and ${users.suspendedAt} is null`)
      .limit(1)
      .prepare(name)
  );
}

const reviewListStatement = preparedPerDatabase('artist_reviews', buildReviewListStatement, {
  plain: true,
});

/**
 * GET /reviews/artist/{id}: the artist (by id or username) and their newest reviews with each
 * author's name and avatar, as the API's JSON, in one statement; no row means no such artist.
 */
export function artistReviewsRead(
  db: Db,
  artistIdOrUsername: string,
  limit: number,
): BoundRead<{ reviews: Review[] }> {
  const by = isUuid(artistIdOrUsername) ? 'id' : 'username';
  const who = by === 'id' ? { id: artistIdOrUsername } : { username: artistIdOrUsername.toLowerCase() };
  return { ...reviewListStatement(db, by), values: { ...who, limit } };
}
