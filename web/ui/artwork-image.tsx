import type { ComponentProps } from 'react';
import type { ArtworkRendition } from '#shared/schemas/artwork-renditions.ts';

/** The renditions as an `srcset` (`url 480w, url 800w, …`); undefined when there are none. */
export function toSrcSet(renditions: readonly ArtworkRendition[]): string | undefined {
  if (renditions.length === 0) return undefined;
  return renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ');
}

export type ArtworkImageProps = Omit<
  ComponentProps<'img'>,
  'alt' | 'srcSet' | 'loading' | 'fetchPriority'
> & {
  /** Always given: the title, or '' for a picture the text beside it already names. */
  alt: string;
  /** The server's renditions of the work, narrowest first; the browser picks by `sizes`. */
  renditions?: readonly ArtworkRendition[] | undefined;
  /** How wide the image is laid out at each breakpoint, so a phone does not fetch the 1600 px file. */
  sizes?: string | undefined;
  /**
   * The picture a page opens on (its largest paint): fetched at once with high priority. Every
   * other picture loads lazily, when it scrolls near, and decodes off the main thread.
   */
  priority?: boolean | undefined;
};

/**
 * Every artwork picture of the listings: `srcset` from the renditions and the one rule for which
 * image is urgent. The caller gives the box (width and height, or an aspect-ratio frame), so the
 * page does not shift when the file arrives.
 */
export function ArtworkImage({ alt, renditions = [], sizes, priority = false, ...img }: ArtworkImageProps) {
  const srcSet = toSrcSet(renditions);
  return (
    <img
      {...img}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
