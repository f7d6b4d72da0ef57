import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarClock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { artistCategoryLabels } from '#shared/artist-categories.ts';
import type { ArtistHit, ArtworkHit, ServiceHit } from '#shared/schemas/search.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { artistPath, RESULTS_LIMIT, searchQuery } from '../api/search-api.ts';

type SearchResultsProps = {
  q: string;
  /** Where an artwork opens; the page shows it in place (`?artwork=`). */
  artworkHref: (hit: ArtworkHit) => string;
};

/** /search?q=: Artists, Artworks and Services sections, each ranked best first. */
export function SearchResults({ q, artworkHref }: SearchResultsProps) {
  const query = useQuery(searchQuery(q, RESULTS_LIMIT));
  if (query.isPending || (query.isPlaceholderData && query.isFetching)) return <ResultsSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title="We couldn’t search right now"
        message={errorMessage(query.error, 'An error occurred. Please try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { artists, artworks, services } = query.data;
  if (artists.length + artworks.length + services.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No results for “${q}”`}
        description="Try fewer or different words, or browse artists by category on Discover."
        action={
          <Link to="/discover" className="font-medium text-accent-text underline-offset-4 hover:underline">
            Browse Discover
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-12">
      {artists.length > 0 ? (
        <Section title="Artists" count={artists.length}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {artists.map((artist) => (
              <li key={artist.id}>
                <ArtistResult artist={artist} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {artworks.length > 0 ? (
        <Section title="Artworks" count={artworks.length}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {artworks.map((artwork) => (
              <li key={artwork.id}>
                <ArtworkResult artwork={artwork} href={artworkHref(artwork)} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {services.length > 0 ? (
        <Section title="Services" count={services.length}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceResult service={service} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={`results-${title}`}>
      <h2
        id={`results-${title}`}
        className="mb-4 flex items-baseline gap-2 font-display text-2xl font-semibold"
      >
        {title}
        <span className="text-sm font-normal text-ink-muted tabular-nums">{count}</span>
      </h2>
      {children}
    </section>
  );
}

const card =
  'flex items-center gap-3 rounded-card border border-line bg-surface p-3 transition-shadow hover:shadow-lifted';

function ArtistResult({ artist }: { artist: ArtistHit }) {
  return (
    <Link to={artistPath(artist.username)} className={card}>
      <Avatar name={artist.name} src={artist.avatarUrl} size="lg" decorative />
      <span className="min-w-0">
        <span className="flex items-center gap-1 font-semibold">
          <span className="truncate">{artist.name}</span>
          {artist.verified ? (
            <BadgeCheck
              role="img"
              aria-label="Verified artist"
              className="size-4 shrink-0 text-accent-text"
            />
          ) : null}
        </span>
        <span className="block truncate text-sm text-ink-muted">@{artist.username}</span>
        <span className="block truncate text-xs text-ink-muted">
          {[artistCategoryLabels[artist.category], artist.location].filter(Boolean).join(' · ')}
        </span>
      </span>
    </Link>
  );
}

function ArtworkResult({ artwork, href }: { artwork: ArtworkHit; href: string }) {
  const thumb = artwork.thumbnailUrl ?? (artwork.type === 'image' ? artwork.imageUrl : null);
  return (
    <Link to={href} preventScrollReset className="group block">
      <span className="block aspect-square overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line">
        {thumb ? (
          <img
            src={thumb}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </span>
      <span className="mt-2 block truncate text-sm font-medium">{artwork.title}</span>
      <span className="flex items-center justify-between gap-2 text-xs text-ink-muted">
        <span className="truncate">by {artwork.artist.name}</span>
        {artwork.price !== null ? (
          <span className="shrink-0 font-semibold text-accent-text">{artwork.price} MACS</span>
        ) : null}
      </span>
    </Link>
  );
}

function ServiceResult({ service }: { service: ServiceHit }) {
  return (
    <Link to={artistPath(service.artist.username)} className={card}>
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
        <CalendarClock aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{service.name}</span>
        <span className="block truncate text-sm text-ink-muted">
          with {service.artist.name} · {service.durationLabel}
        </span>
      </span>
      <span className="shrink-0 text-sm font-semibold tabular-nums">{service.priceLabel}</span>
    </Link>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Searching</span>
      <Skeleton className="h-7 w-40" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
      <Skeleton className="mt-6 h-7 w-40" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="aspect-square" />
        ))}
      </div>
    </div>
  );
}
