import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatShortDate } from '#shared/booking-format.ts';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import type { Review } from '#shared/schemas/bookings.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { artistReviewsQuery } from '../api/artists-api.ts';

/** Five stars filled to the nearest half, so 4.5 never looks like a perfect 5. */
function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const halves = Math.round(rating * 2);
  const box = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.min(Math.max(halves - (n - 1) * 2, 0), 2) * 50;
        return (
          <span key={n} aria-hidden="true" className={`relative ${box}`}>
            <Star className={`absolute inset-0 ${box} text-line-strong`} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
              <Star className={`${box} fill-amber-400 text-amber-500`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

const REVIEWS_FAILED_MESSAGE = 'The reviews could not be loaded. Please try again.';

function RatingSummary({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <p className="font-display text-5xl font-semibold tabular-nums">{rating.toFixed(1)}</p>
        <div className="space-y-1.5">
          <h2 className="sr-only">Rating</h2>
          <Stars rating={rating} />
          <p className="text-sm font-medium">
            Based on {reviews} {reviews === 1 ? 'review' : 'reviews'}
          </p>
          <p className="text-sm text-ink-muted">From clients, after a completed session.</p>
        </div>
      </CardContent>
    </Card>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={review.authorName} src={review.authorAvatar} size="md" decorative />
          <div className="min-w-0">
            <h3 className="truncate font-semibold">{review.authorName}</h3>
            <p className="text-sm text-ink-muted">
              {review.service} · <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
            </p>
          </div>
        </div>
        <Stars rating={review.rating} size="sm" />
      </div>
      {review.body ? <p className="text-sm leading-relaxed whitespace-pre-line">{review.body}</p> : null}
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="flex flex-col gap-3">
      {['first', 'second'].map((slot) => (
        <div key={slot} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3 w-48" />
            </div>
          </div>
          <Skeleton className="h-12" />
        </div>
      ))}
    </div>
  );
}

/**
 * Reviews tab: the computed rating, then what clients wrote after a completed booking.
 * A failure to load says so and offers Retry; no review is ever invented.
 */
export function ArtistReviews({ artist }: { artist: ArtistProfile }) {
  const { rating, reviews } = artist.stats;
  // The count is computed by the server, so none means there is nothing to fetch.
  const query = useQuery({ ...artistReviewsQuery(artist.id), enabled: reviews > 0 });
  let list: ReactNode;
  if (reviews === 0 || query.data?.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title="No reviews yet"
        description={`Clients can review a session with ${artist.name} here once it is complete.`}
      />
    );
  }
  if (query.isPending) list = <ReviewsSkeleton />;
  else if (query.isError) {
    list = (
      <ErrorState
        title="Reviews unavailable"
        message={errorMessage(query.error, REVIEWS_FAILED_MESSAGE)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    list = (
      <ul aria-label="Reviews" className="flex flex-col gap-3">
        {query.data.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    );
  }
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {rating !== null && reviews > 0 ? <RatingSummary rating={rating} reviews={reviews} /> : null}
      {list}
    </div>
  );
}
