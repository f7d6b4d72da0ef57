import { BadgeCheck, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '#shared/format.ts';
import type { ArtistSummary } from '#shared/schemas/artists.ts';
import { ArtworkImage } from '#web/ui/artwork-image.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';

/**
 * One artist on Discover: who, where, how many follow them, and a glimpse of their newest work.
 * `priority` marks the page's first card: its pictures are the largest paint on a phone, so they load
 * at once and first instead of waiting for layout like the rest.
 */
export function ArtistCard({ artist, priority = false }: { artist: ArtistSummary; priority?: boolean }) {
  const thumbs = artist.recentArtworks.slice(0, 3);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft transition-shadow hover:shadow-lifted">
      <div className="grid aspect-[3/1] grid-cols-3 gap-px bg-line">
        {[0, 1, 2].map((slot) => {
          const work = thumbs[slot];
          const src = work ? (work.thumbnailUrl ?? (work.type === 'image' ? work.imageUrl : null)) : null;
          return (
            <div key={slot} className="overflow-hidden bg-surface-sunken">
              {src ? (
                <ArtworkImage
                  src={src}
                  alt=""
                  priority={priority}
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-1 items-start gap-3 p-4">
        <Avatar
          name={artist.name}
          src={artist.avatarUrl}
          size="lg"
          decorative
          className="-mt-10 ring-4 ring-surface"
        />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 font-semibold">
            {/* The name is the link; its ::after stretches over the whole card so all of it is clickable. */}
            <Link
              to={`/artists/${encodeURIComponent(artist.username)}`}
              className="truncate rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {artist.name}
            </Link>
            {artist.verified ? (
              <BadgeCheck
                role="img"
                aria-label="Verified artist"
                className="size-4 shrink-0 text-accent-text"
              />
            ) : null}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
            {artist.location ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{artist.location}</span>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Users aria-hidden="true" className="size-3.5" />
              {formatCount(artist.followers)} {artist.followers === 1 ? 'follower' : 'followers'}
            </span>
          </p>
          {artist.bioExcerpt ? (
            <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{artist.bioExcerpt}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ArtistCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card border border-line bg-surface">
      <Skeleton className="aspect-[3/1] w-full rounded-none!" />
      <div className="flex gap-3 p-4">
        <Skeleton className="-mt-10 size-16 rounded-full!" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
    </div>
  );
}
