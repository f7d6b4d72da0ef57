import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { reviews } from './tables.ts';

/**
 * An artist's review count and average stars with one decimal (null until the first review), as
 * a subquery a read joins laterally, so the artist page gets them in its own statement.
 */
export function reviewSummaryOf(db: Db, artistId: AnyColumn) {
  return db
    .select({
      reviews: sql<number>`count(*)::int`.as('review_count'),
      rating: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`.as('review_rating'),
    })
    .from(reviews)
    .where(eq(reviews.artistId, artistId))
    .as('review_summary');
}
