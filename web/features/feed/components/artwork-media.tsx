import { useEffect, useState } from 'react';
import type { FeedPost } from '#shared/schemas/feed.ts';
import { ArtworkImage } from '#web/ui/artwork-image.tsx';
import { VideoPreview } from '#web/ui/artwork-viewer.tsx';
import { cn } from '#web/ui/cn.ts';

/**
 * Portraits taller than 4:5 get a matted box instead of a box as tall as the screen; the whole
 * artwork stays visible (contain), never cropped or stretched.
 */
const TALLEST_BOX_RATIO = 4 / 5;

/** The feed's column: 40rem beside the sidebar from `lg`, the page's width (less its padding) below. */
export const FEED_IMAGE_SIZES =
  '(min-width: 1024px) 640px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** Width over height of the box an artwork sits in; square when the file's size is unknown. */
export function getBoxRatio(width: number | null, height: number | null): number {
  if (!width || !height) return 1;
  return Math.max(width / height, TALLEST_BOX_RATIO);
}

/** Whether the artwork covers its whole box, leaving no matte for a blurred backdrop to fill. */
export function fillsBox(width: number | null, height: number | null): boolean {
  return Boolean(width && height) && width! / height! >= TALLEST_BOX_RATIO;
}

type ArtworkMediaProps = {
  artwork: FeedPost['artwork'];
  /**
   * The first post, on screen when the page opens and usually its largest paint: fetched at once
   * with high priority and shown without the fade, which would hold back the paint.
   */
  priority?: boolean;
  /**
   * Holds this artwork's requests until the first one has loaded, so on a slow link the picture on
   * screen is not sharing the connection with pictures further down.
   */
  deferred?: boolean;
  /** Called once the priority artwork has loaded or failed (at once for a video). */
  onSettled?: () => void;
};

/** The artwork in an aspect-ratio box, blurred thumbnail first, sharp image fading in over it. */
export function ArtworkMedia({ artwork, priority = false, deferred = false, onSettled }: ArtworkMediaProps) {
  const [loaded, setLoaded] = useState(priority);
  const { title, imageUrl, thumbnailUrl, renditions, width, height, type, previewOnly } = artwork;
  const settle = priority ? onSettled : undefined;
  useEffect(() => {
    if (type === 'video') settle?.();
  }, [type, settle]);
  const frame = 'relative w-full overflow-hidden bg-surface-sunken';
  // The blurred thumbnail is a placeholder while the sharp image fades in, and fills the matte of a
  // tall portrait. The first artwork shows at once, so when it also fills its box the backdrop would
  // never be seen: it would only cost a request and a blur to paint before the page's largest image.
  const backdrop = thumbnailUrl && !(priority && fillsBox(width, height)) ? thumbnailUrl : null;
  const aspectRatio = String(getBoxRatio(width, height));

  if (type === 'video' && previewOnly) {
    return (
      <div className={frame} style={{ aspectRatio }}>
        <VideoPreview poster={imageUrl} title={title} className="size-full" />
      </div>
    );
  }
  if (type === 'video') {
    return (
      <div className={frame} style={{ aspectRatio }}>
        {/* biome-ignore lint/a11y/useMediaCaption: artists' uploads carry no caption track yet */}
        <video
          src={imageUrl}
          poster={thumbnailUrl ?? undefined}
          controls
          preload="metadata"
          aria-label={title}
          className="size-full bg-black object-contain"
        />
      </div>
    );
  }

  return (
    <div className={frame} style={{ aspectRatio }}>
      {backdrop ? (
        <ArtworkImage
          src={deferred ? undefined : backdrop}
          alt=""
          aria-hidden="true"
          priority={priority}
          className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-2xl"
        />
      ) : null}
      <ArtworkImage
        ref={(img) => {
          // A cached image can finish before React attaches onLoad.
          if (img?.complete && img.naturalWidth > 0) {
            setLoaded(true);
            settle?.();
          }
        }}
        src={deferred ? undefined : imageUrl}
        // A deferred artwork names no file at all until the first one has loaded.
        renditions={deferred ? undefined : renditions}
        sizes={FEED_IMAGE_SIZES}
        alt={title}
        width={width ?? undefined}
        height={height ?? undefined}
        priority={priority}
        onLoad={() => {
          setLoaded(true);
          settle?.();
        }}
        onError={settle}
        className={cn(
          'relative size-full object-contain transition-opacity duration-500',
          loaded || (!backdrop && !deferred) ? 'opacity-100' : 'opacity-0',
        )}
      />
      {deferred ? (
        // Without JavaScript the deferral never ends: a reader of the server-rendered page still
        // gets the picture, loaded lazily as it scrolls near. (React leaves noscript alone in the browser.)
        <noscript>
          <ArtworkImage
            src={imageUrl}
            renditions={renditions}
            sizes={FEED_IMAGE_SIZES}
            alt={title}
            width={width ?? undefined}
            height={height ?? undefined}
            className="absolute inset-0 size-full object-contain"
          />
        </noscript>
      ) : null}
    </div>
  );
}
