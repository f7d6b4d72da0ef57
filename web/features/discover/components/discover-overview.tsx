import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { ArrowRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  type ArtistCategorySlug,
  artistCategoryLabels,
  artistCategorySlugs,
} from '#shared/artist-categories.ts';
import type { DiscoverResponse } from '#shared/schemas/artists.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDrawnByServer } from '#web/lib/hydration.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { discoverQuery, OVERVIEW_ARTISTS_PER_CATEGORY } from '../api/discover-api.ts';
import { ArtistCard, ArtistCardSkeleton } from './artist-card.tsx';

/** Without a category: a few of the most followed artists of each, with the way into the category. */
export function DiscoverOverview() {
  const results = useQueries({
    queries: artistCategorySlugs.map((slug) => discoverQuery(slug, OVERVIEW_ARTISTS_PER_CATEGORY)),
  });
  if (results.every((query) => query.isSuccess && query.data.artists.length === 0)) {
    return (
      <EmptyState
        icon={UsersRound}
        title="No artists yet"
        description="Artists appear here as soon as they create their profile. Why not be the first?"
      />
    );
  }
  // The first row with artists in it is at the top of the page; its first card gets its pictures first.
  const firstShown = results.findIndex((query) => (query.data?.artists.length ?? 0) > 0);
  return (
    <div className="flex flex-col gap-12">
      {artistCategorySlugs.map((slug, i) => (
        <CategoryRow
          key={slug}
          slug={slug}
          query={results[i]!}
          leading={i === firstShown}
          later={firstShown >= 0 && i > firstShown}
        />
      ))}
    </div>
  );
}

type CategoryRowProps = {
  slug: ArtistCategorySlug;
  query: UseQueryResult<DiscoverResponse>;
  /** The first row shown: its first card's pictures load first. */
  leading: boolean;
  /**
   * A row after it, below the first screen on a phone. In the server's HTML it is drawn when it comes
   * near (`defer-offscreen`); drawn in the browser, at once, so coming back restores the scroll exactly.
   */
  later: boolean;
};

function CategoryRow({ slug, query, leading, later }: CategoryRowProps) {
  const deferred = useDrawnByServer() && later;
  const name = artistCategoryLabels[slug];
  const headingId = `discover-${slug}`;
  const artists = query.data?.artists ?? [];
  // A category nobody works in yet is left out rather than shown empty four times over.
  if (query.isSuccess && artists.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={deferred ? 'defer-offscreen' : undefined}>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl font-semibold">
          {name}
        </h2>
        <Link
          to={`/discover?category=${slug}`}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          See all<span className="sr-only"> {name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading {name}</span>
          {['a', 'b', 'c'].map((key) => (
            <ArtistCardSkeleton key={key} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title={`We couldn’t load ${name}`}
          message={errorMessage(query.error, 'An error occurred. Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {artists.map((artist, i) => (
            <li key={artist.id}>
              <ArtistCard artist={artist} priority={leading && i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
