import { eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { conflict, notFound, sqlState } from '#server/platform/errors.ts';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/booking-rules.ts';
import { ARTIST_NOT_FOUND_MESSAGE } from '#shared/schemas/artists.ts';
import { REVIEW_LIST_MAX, type Review } from '#shared/schemas/bookings.ts';
import { artistReviewsRead } from './review-list-query.ts';
import { bookings, reviews } from './tables.ts';

export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this booking';
export const REVIEW_NOT_COMPLETED_MESSAGE = 'You can review a session once it is completed';
/** Newest first; a page never holds more than this. */

export type ReviewInput = { rating: number; body: string };

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  authorName: users.name,
  authorAvatar: users.avatarUrl,
  service: bookings.serviceName,
  createdAt: reviews.createdAt,
};

const toReview = (row: Omit<Review, 'createdAt'> & { createdAt: Date }): Review => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The signed-in client of a completed booking reviews it once; the artist hears of it in the same
 * transaction. Anyone else's booking is simply not found, so ids cannot be probed.
 */
export async function createReview(
  db: Db,
  userId: string,
  bookingId: string,
  input: ReviewInput,
): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = isUuid(bookingId)
        ? await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
        : [];
      if (!booking || booking.clientUserId !== userId) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.bookingId, booking.id));
      if (existing) throw conflict(ALREADY_REVIEWED_MESSAGE);
      if (booking.status !== 'completed') throw conflict(REVIEW_NOT_COMPLETED_MESSAGE);

      const [inserted] = await tx
        .insert(reviews)
        .values({
          bookingId: booking.id,
          artistId: booking.artistId,
          clientUserId: userId,
          rating: input.rating,
          body: input.body,
        })
        .returning({ id: reviews.id });
      const [review] = await tx
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.clientUserId))
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(eq(reviews.id, inserted!.id));
      await notify(
        tx,
        booking.artistId,
        'review_received',
        'New review',
        `${review!.authorName} left a ${input.rating}-star review for ${booking.serviceName}.`,
        {
          rating: input.rating,
          review: input.body,
          bookingId: booking.id,
          clientName: review!.authorName,
          serviceType: booking.serviceName,
          recipient: 'artist',
        },
      );
      return toReview(review!);
    });
  } catch (err) {
    // Two submissions at once: the row lock serialises them, and the unique key is the last guard.
    if (sqlState(err) === '23505') throw conflict(ALREADY_REVIEWED_MESSAGE);
    throw err;
  }
}

/** The artist's reviews, newest first, with each author's name and avatar, in one statement. */
export async function listArtistReviews(
  db: Db,
  artistIdOrUsername: string,
  limit: number,
): Promise<Review[]> {
  const bounded = Math.min(REVIEW_LIST_MAX, Math.max(1, limit));
  const [row] = await runRead(artistReviewsRead(db, artistIdOrUsername, bounded));
  if (!row) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return row.reviews;
}
