import { BadgeCheck, Clock, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { artistCategoryLabels } from '#shared/artist-categories.ts';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { ArtworkImage } from '#web/ui/artwork-image.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { formatRating } from '../lib/profile-links.ts';

type ArtistHeaderProps = {
  artist: ArtistProfile;
  /** The newest artwork, blurred into the banner so the page opens on the artist's own colours. */
  coverUrl?: string | null | undefined;
  /** Follow, or Edit profile on the artist's own page. */
  actions?: ReactNode;
  /** The cover is the largest thing on an artist page when it opens: fetched at once, first. */
  priority?: boolean;
};

/** The top of the profile: banner, avatar, the page's one h1, handle, bio and quick facts. */
export function ArtistHeader({ artist, coverUrl, actions, priority = false }: ArtistHeaderProps) {
  const rating = formatRating(artist.stats.rating, artist.stats.reviews);
  return (
    <header>
      <div className="relative h-32 overflow-hidden rounded-card bg-gradient-to-br from-accent-soft via-surface-muted to-surface-sunken sm:h-48">
        {coverUrl ? (
          // One small rendition and no srcset: blurred this much, a larger file would look the same,
          // and it is the very URL the route loader asks for ahead of the page (galleryCoverUrl).
          <ArtworkImage
            src={coverUrl}
            alt=""
            aria-hidden="true"
            priority={priority}
            className="absolute inset-0 size-full scale-125 object-cover opacity-80 blur-2xl saturate-150"
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-canvas/70 via-transparent to-transparent" />
      </div>

      <div className="px-1 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <Avatar
            name={artist.name}
            src={artist.avatarUrl}
            size="xl"
            decorative
            className="-mt-12 ring-4 ring-canvas sm:-mt-14 sm:size-28"
          />
          {actions ? <div className="flex flex-wrap justify-end gap-2 pt-3">{actions}</div> : null}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{artist.name}</h1>
          {artist.verified ? (
            <BadgeCheck
              role="img"
              aria-label="Verified artist"
              className="size-6 shrink-0 fill-accent text-canvas sm:size-7"
            />
          ) : null}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
          <span>@{artist.username}</span>
          <span aria-hidden="true">·</span>
          <Badge tone="accent">{artistCategoryLabels[artist.category]}</Badge>
        </p>
        {artist.bio ? (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-pretty">{artist.bio}</p>
        ) : null}

        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
          {artist.location ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {artist.location}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <Star aria-hidden="true" className={rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4'} />
            {rating ? <span className="tabular-nums">{rating}</span> : 'No reviews yet'}
          </li>
          {artist.responseTime ? (
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              Responds {artist.responseTime.charAt(0).toLowerCase() + artist.responseTime.slice(1)}
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}
