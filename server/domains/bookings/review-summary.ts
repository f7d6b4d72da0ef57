import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { reviews } from './tables.ts';

export type ReviewSummary = { rating: number | null; reviews: number };

/** Average stars with one decimal and the number of reviews; the rating is null until the first one. */
export async function summarizeArtistReviews(db: Db, artistId: string): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      reviews: sql<number>`count(*)`.mapWith(Number),
      rating: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
    })
    .from(reviews)
    .where(eq(reviews.artistId, artistId));
  return { rating: row?.rating ?? null, reviews: row?.reviews ?? 0 };
}
