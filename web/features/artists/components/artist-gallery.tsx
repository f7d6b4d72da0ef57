import { Eye, Film, ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '#shared/format.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { ArtworkImage } from '#web/ui/artwork-image.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { arrangeInColumns, useGalleryColumns } from '../lib/masonry.ts';
import { DownloadButton } from './download-button.tsx';

/** Changes one gallery item in the cache (a like, a new count). */
export type UpdateGalleryItem = (id: string, change: (item: MediaItem) => MediaItem) => void;

/** Extra per-item actions the page composes in (like and share come from the feed's engagement). */
export type RenderItemActions = (item: MediaItem, update: UpdateGalleryItem) => ReactNode;

type ArtistGalleryProps = {
  artistName: string;
  items: MediaItem[] | undefined;
  total: number;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  signedIn: boolean;
  update: UpdateGalleryItem;
  renderItemActions?: RenderItemActions | undefined;
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
  isPending,
  error,
  onRetry,
  retrying,
  ...rest
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
  return <GalleryColumns items={items} {...rest} />;
}

/** Relative height of a tile: its image at unit width plus room for the caption lines. */
const tileHeight = (item: MediaItem) => (item.width && item.height ? item.height / item.width : 1) + 0.3;

type ColumnsProps = Pick<ArtistGalleryProps, 'total' | 'signedIn' | 'update' | 'renderItemActions'> & {
  items: MediaItem[];
};

function GalleryColumns({ items, total, ...rest }: ColumnsProps) {
  const columns = arrangeInColumns(items, useGalleryColumns(), tileHeight);
  return (
    <>
      <h2 className="sr-only">Gallery</h2>
      <div className="flex items-start gap-3 sm:gap-4">
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is only its position
          <ul key={i} className="flex min-w-0 flex-1 flex-col gap-4 sm:gap-5">
            {column.map((item) => (
              <GalleryTile key={item.id} item={item} {...rest} />
            ))}
          </ul>
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

type TileProps = Omit<ColumnsProps, 'items' | 'total'> & { item: MediaItem };

/**
 * A tile loads lazily: the banner above is the page's largest paint and has the link to itself;
 * tiles on screen still start as soon as the layout places them.
 */
function GalleryTile({ item, signedIn, update, renderItemActions }: TileProps) {
  const ratio = item.width && item.height ? `${item.width} / ${item.height}` : '1 / 1';
  const preview = item.thumbnail ?? (item.type === 'image' ? item.url : null);
  return (
    <li>
      <Link
        to={{ search: `?artwork=${encodeURIComponent(item.id)}` }}
        preventScrollReset
        aria-label={`Open ${item.title}`}
        className="group relative block overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line"
        style={{ aspectRatio: ratio }}
      >
        {preview ? (
          <ArtworkImage
            src={preview}
            renditions={item.renditions}
            sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 50vw"
            alt=""
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-muted">
            <Film aria-hidden="true" className="size-8" />
          </span>
        )}
        {item.type === 'video' ? (
          <span className="absolute top-2 left-2 rounded-full bg-stone-950/70 px-2 py-0.5 text-xs font-medium text-white">
            Video
          </span>
        ) : null}
      </Link>
      <p className="mt-2 truncate px-0.5 text-sm font-medium">{item.title}</p>
      {/* Only the artist receives hidden work; opening it shows the reason. */}
      {item.hiddenReason ? (
        <Badge tone="amber" className="mt-1">
          Hidden by moderation
        </Badge>
      ) : null}
      <div className="-ml-1.5 flex items-center gap-0.5">
        {renderItemActions?.(item, update)}
        <DownloadButton item={item} signedIn={signedIn} />
        <span className="ml-auto inline-flex shrink-0 items-center gap-1 pr-0.5 text-xs text-ink-muted tabular-nums">
          <Eye aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Views: </span>
          {formatCount(item.views)}
        </span>
      </div>
    </li>
  );
}
