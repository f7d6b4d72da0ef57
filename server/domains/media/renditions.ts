import { type ImageInput, renderWebp, type WebpBox } from '#server/platform/images/image-pipeline.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import type { ArtworkRendition } from '#shared/schemas/artwork-renditions.ts';

type Rendition = { box: WebpBox & { fit: 'inside' }; quality: number };

/**
 * The WebP files every image upload gets besides its original, smallest first. `medium` is 800 px
 * wide, what a feed card or a gallery column needs on most screens; its height is capped at three
 * times that, so a very tall strip does not come out as a 800 × 10000 file.
 */
export const RENDITIONS = {
  thumbnail: { box: { width: 480, height: 480, fit: 'inside' }, quality: 75 },
  medium: { box: { width: 800, height: 2400, fit: 'inside' }, quality: 82 },
  display: { box: { width: 1600, height: 1600, fit: 'inside' }, quality: 82 },
} as const satisfies Record<string, Rendition>;
export type RenditionName = keyof typeof RENDITIONS;

/** One rendition of an image, made in the caller's image-queue slot. */
export function renderRendition(input: ImageInput, name: RenditionName): Promise<Buffer> {
  const { box, quality } = RENDITIONS[name];
  return renderWebp(input, box, quality);
}

/**
 * The width sharp gives an image of this size fitted inside the rendition's box, never enlarged
 * (the pipeline test holds this to sharp's own output), so `srcset` widths need no stored column.
 */
export function renditionWidth(width: number, height: number, name: RenditionName): number {
  const { box } = RENDITIONS[name];
  if (width <= box.width && height <= box.height) return width;
  if (width / box.width >= height / box.height) return box.width;
  return Math.max(1, Math.round((width * box.height) / height));
}

/** The stored keys `toRenditions` reads. */
export type RenditionKeys = {
  type: 'image' | 'video';
  width: number | null;
  height: number | null;
  thumbnailKey: string | null;
  mediumKey: string | null;
  displayKey: string | null;
};

/**
 * An image's stored renditions with their widths, narrowest first, for `srcset`. Renditions of a
 * small image can share a width; the larger box's file stands for it (it is the better encode).
 * Empty for a video (its thumbnail is a poster, not the work) and for an image of unknown size.
 */
export function toRenditions(row: RenditionKeys): ArtworkRendition[] {
  if (row.type !== 'image' || !row.width || !row.height) return [];
  const { width, height } = row;
  const byWidth = new Map<number, string>();
  const keys: Record<RenditionName, string | null> = {
    thumbnail: row.thumbnailKey,
    medium: row.mediumKey,
    display: row.displayKey,
  };
  for (const name of Object.keys(RENDITIONS) as RenditionName[]) {
    const key = keys[name];
    if (key) byWidth.set(renditionWidth(width, height, name), publicFileUrl(key));
  }
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([renditionWidth, url]) => ({ url, width: renditionWidth }));
}
