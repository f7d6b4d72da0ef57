import { MessageSquareText, Star } from 'lucide-react';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { Card, CardContent } from '#web/ui/card.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';

/** Five stars filled to the nearest half, so 4.5 never looks like a perfect 5. */
function Stars({ rating }: { rating: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.min(Math.max(halves - (n - 1) * 2, 0), 2) * 50;
        return (
          <span key={n} aria-hidden="true" className="relative size-5">
            <Star className="absolute inset-0 size-5 text-line-strong" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
              <Star className="size-5 fill-amber-400 text-amber-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * Reviews tab. The rating summary is real; written reviews are left by clients after a completed
 * booking, which the booking issue brings, so until then the tab says exactly that.
 */
export function ArtistReviews({ artist }: { artist: ArtistProfile }) {
  const { rating, reviews } = artist.stats;
  const note = 'Clients can rate a session once it is complete. Written reviews arrive with bookings.';
  if (rating === null || reviews === 0) {
    return <EmptyState icon={MessageSquareText} title="No reviews yet" description={note} />;
  }
  return (
    <Card className="max-w-xl">
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <p className="font-display text-5xl font-semibold tabular-nums">{rating.toFixed(1)}</p>
        <div className="space-y-1.5">
          <h2 className="sr-only">Rating</h2>
          <Stars rating={rating} />
          <p className="text-sm font-medium">
            Based on {reviews} {reviews === 1 ? 'review' : 'reviews'}
          </p>
          <p className="text-sm text-ink-muted">{note}</p>
        </div>
      </CardContent>
    </Card>
  );
}
