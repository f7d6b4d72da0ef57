import { Film, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '#shared/format.ts';
import type { DiscoverArtwork } from '#shared/schemas/artists.ts';

type ArtworkGridProps = {
  artworks: DiscoverArtwork[];
  /** Where a work opens: the page shows its detail in place (`?artwork=`). */
  artworkHref: (artwork: DiscoverArtwork) => string;
};

/** Square tiles of a category's newest works, each with its title, artist and price. */
export function ArtworkGrid({ artworks, artworkHref }: ArtworkGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {artworks.map((work) => {
        const src = work.thumbnailUrl ?? (work.type === 'image' ? work.imageUrl : null);
        return (
          <li key={work.id}>
            <Link to={artworkHref(work)} preventScrollReset className="group block rounded-xl">
              <span className="relative block aspect-square overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line">
                {src ? (
                  <img
                    src={src}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center text-ink-muted">
                    <Film aria-hidden="true" className="size-8" />
                  </span>
                )}
                {work.price !== null ? (
                  <span className="absolute right-2 bottom-2 rounded-full bg-surface/90 px-2.5 py-0.5 text-xs font-semibold text-ink tabular-nums shadow-soft">
                    {work.price} MACS
                  </span>
                ) : null}
              </span>
              <span className="mt-2 block truncate text-sm font-medium">{work.title}</span>
              <span className="flex items-center justify-between gap-2 text-xs text-ink-muted">
                <span className="truncate">by {work.artist.name}</span>
                <span className="inline-flex shrink-0 items-center gap-1 tabular-nums">
                  <Heart aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Likes: </span>
                  {formatCount(work.likes)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
