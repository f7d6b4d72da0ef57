import { useQuery } from '@tanstack/react-query';
import { ImageIcon, UsersRound } from 'lucide-react';
import { type ArtistCategorySlug, artistCategoryLabels } from '#shared/artist-categories.ts';
import type { DiscoverArtwork } from '#shared/schemas/artists.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { discoverQuery } from '../api/discover-api.ts';
import { ArtistCard, ArtistCardSkeleton } from './artist-card.tsx';
import { ArtworkGrid } from './artwork-grid.tsx';

type DiscoverCategoryProps = {
  category: ArtistCategorySlug;
  artworkHref: (artwork: DiscoverArtwork) => string;
};

/** A category page: its artists, most followed first, then its newest artworks. */
export function DiscoverCategory({ category, artworkHref }: DiscoverCategoryProps) {
  const query = useQuery(discoverQuery(category));
  const name = artistCategoryLabels[category];

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading {name}</span>
        <Skeleton className="h-7 w-48" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c'].map((key) => (
            <ArtistCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={`We couldn’t load ${name}`}
        message={errorMessage(query.error, 'An error occurred. Please try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { artists, artworks } = query.data;
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="discover-artists">
        <h2 id="discover-artists" className="mb-4 font-display text-2xl font-semibold">
          {name} artists
        </h2>
        {artists.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={UsersRound}
            title={`No ${name} artists yet`}
            description="Artists choose their category on their profile. Check back soon, or browse another category."
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {artists.map((artist, i) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="discover-artworks">
        <h2 id="discover-artworks" className="mb-4 font-display text-2xl font-semibold">
          {name} artworks
        </h2>
        {artworks.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={ImageIcon}
            title="No artworks here yet"
            description={`Works by ${name} artists appear here as soon as they publish them.`}
          />
        ) : (
          <ArtworkGrid artworks={artworks} artworkHref={artworkHref} />
        )}
      </section>
    </div>
  );
}
