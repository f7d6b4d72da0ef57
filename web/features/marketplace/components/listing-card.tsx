import { BadgeCheck, Film, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import type { Listing } from '#shared/schemas/marketplace.ts';
import { ArtworkImage } from '#web/ui/artwork-image.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { editionLabel, formatPrice } from '../lib/listing-labels.ts';

type ListingCardProps = {
  listing: Listing;
  onBuy: (listing: Listing) => void;
  /** The first card is on screen at once: its image is fetched first, without waiting for the scroll. */
  priority?: boolean;
};

/**
 * The card's width in the grid (listing-browser.tsx): one column, two from 480 px, four from
 * `lg` in the page's 80rem column.
 */
const LISTING_IMAGE_SIZES =
  '(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 480px) calc(50vw - 40px), calc(100vw - 32px)';

/** One artwork for sale: the image leads, then title, artist, price, edition and Buy Now. */
export function ListingCard({ listing, onBuy, priority = false }: ListingCardProps) {
  const src = listing.thumbnailUrl ?? (listing.type === 'image' ? listing.imageUrl : null);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft">
      <div className="relative aspect-square overflow-hidden bg-surface-sunken">
        {src ? (
          <ArtworkImage
            src={src}
            renditions={listing.renditions}
            sizes={LISTING_IMAGE_SIZES}
            alt={listing.title}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-muted">
            <Film aria-hidden="true" className="size-8" />
          </span>
        )}
        {listing.soldOut ? (
          <Badge tone="red" className="absolute top-3 left-3 shadow-soft">
            Sold out
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="truncate font-display text-lg font-semibold">{listing.title}</h3>
        <p className="flex items-center gap-1 truncate text-sm text-ink-muted">
          by{' '}
          <Link
            to={`/artists/${listing.artist.username}`}
            className="truncate font-medium text-ink hover:underline"
          >
            {listing.artist.name}
          </Link>
          {listing.artist.verified ? (
            <BadgeCheck aria-label="Verified artist" className="size-4 shrink-0 text-accent-text" />
          ) : null}
        </p>
        <div className="mt-auto flex items-baseline justify-between gap-2 pt-3">
          <p className="numeric text-lg font-semibold text-accent-text">{formatPrice(listing.price)}</p>
          <p className="numeric text-right text-xs text-ink-muted">{editionLabel(listing)}</p>
        </div>
        <Button
          className="mt-3 w-full"
          disabled={listing.soldOut}
          aria-label={`${listing.soldOut ? 'Sold out' : 'Buy Now'}: ${listing.title}`}
          onClick={() => onBuy(listing)}
        >
          {listing.soldOut ? null : <ShoppingBag aria-hidden="true" />}
          {listing.soldOut ? 'Sold out' : 'Buy Now'}
        </Button>
      </div>
    </article>
  );
}
