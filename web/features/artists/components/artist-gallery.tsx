import { Eye, Film, Heart, ImageIcon } from 'lucide-react';
import { formatCount } from '#shared/format.ts';
import type { GalleryItem } from '#shared/schemas/artists.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { arrangeInColumns, useGalleryColumns } from '../lib/masonry.ts';

type ArtistGalleryProps = {
  artistName: string;
  items: GalleryItem[] | undefined;
  total: number;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
};

// Fixed placeholders with ids of their own, shaped like the mix of formats artists upload.
const skeletonTiles = ['4 / 5', '1 / 1', '3 / 2', '2 / 3', '16 / 9', '4 / 5', '1 / 1', '3 / 2'].map(
  (ratio, i) => ({ id: `tile-${i}`, ratio }),
);
const masonry = 'columns-2 gap-3 sm:gap-4 md:columns-3';

/** Artworks at their own proportions in a masonry of columns; nothing is cropped or stretched. */
export function ArtistGallery({
  artistName,
  items,
  total,
  isPending,
  error,
  onRetry,
  retrying,
}: ArtistGalleryProps) {
  if (isPending) {
    return (
      <div className={masonry} role="status" aria-label="Loading artworks">
        {skeletonTiles.map(({ id, ratio }) => (
          <Skeleton
            key={id}
            className="mb-3 break-inside-avoid rounded-xl sm:mb-4"
            style={{ aspectRatio: ratio }}
          />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState message={error.message} onRetry={onRetry} retrying={retrying} />;
  if (!items || items.length === 0) {
    return (
      <EmptyState
        icon={ImageIcon}
        title="No artworks yet"
        description={`${artistName} has not published any work yet. New pieces appear here as soon as they are shared.`}
      />
    );
  }
  return <GalleryColumns items={items} total={total} />;
}

/** The first screenful loads at once; the rest waits until it scrolls near. */
const EAGER_TILES = 6;

/** Relative height of a tile: its image at unit width plus room for the caption line. */
const tileHeight = (item: GalleryItem) => (item.width && item.height ? item.height / item.width : 1) + 0.15;

function GalleryColumns({ items, total }: { items: GalleryItem[]; total: number }) {
  const columns = arrangeInColumns(items, useGalleryColumns(), tileHeight);
  return (
    <>
      <h2 className="sr-only">Gallery</h2>
      <div className="flex items-start gap-3 sm:gap-4">
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is only its position
          <div key={i} className="flex min-w-0 flex-1 flex-col gap-3 sm:gap-4">
            {column.map((item) => (
              <GalleryTile key={item.id} item={item} eager={items.indexOf(item) < EAGER_TILES} />
            ))}
          </div>
        ))}
      </div>
      {total > items.length ? (
        <p className="mt-6 text-center text-sm text-ink-muted">
          Showing the latest {items.length} of {formatCount(total)} artworks.
        </p>
      ) : null}
    </>
  );
}

function GalleryTile({ item, eager }: { item: GalleryItem; eager: boolean }) {
  const ratio = item.width && item.height ? `${item.width} / ${item.height}` : '1 / 1';
  const preview = item.thumbnailUrl ?? (item.type === 'image' ? item.imageUrl : null);
  const srcSet =
    item.thumbnailUrl && item.type === 'image' && item.width
      ? `${item.thumbnailUrl} 480w, ${item.imageUrl} ${item.width}w`
      : undefined;
  return (
    <figure>
      <div
        className="relative overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line"
        style={{ aspectRatio: ratio }}
      >
        {preview ? (
          <img
            src={preview}
            srcSet={srcSet}
            sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 50vw"
            alt={item.title}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={item.title}
            className="flex size-full items-center justify-center text-ink-muted"
          >
            <Film aria-hidden="true" className="size-8" />
          </div>
        )}
        {item.type === 'video' ? (
          <span className="absolute top-2 left-2 rounded-full bg-stone-950/70 px-2 py-0.5 text-xs font-medium text-white">
            Video
          </span>
        ) : null}
      </div>
      <figcaption className="mt-2 flex flex-col gap-0.5 px-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <span className="min-w-0 truncate text-sm font-medium">{item.title}</span>
        <span className="flex shrink-0 items-center gap-2.5 text-xs text-ink-muted tabular-nums">
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Likes: </span>
            {formatCount(item.likes)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Views: </span>
            {formatCount(item.views)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
