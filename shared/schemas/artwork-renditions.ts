import { z } from 'zod';

/**
 * Its own small module: the feed, marketplace and artist schemas share it without pulling the
 * whole media schema module into the web chunks that read them.
 */

/** One stored WebP rendition of an image and its width in pixels: an `srcset` candidate (`url 800w`). */
export const artworkRenditionSchema = z.object({ url: z.string(), width: z.number().int().positive() });
export type ArtworkRendition = z.infer<typeof artworkRenditionSchema>;

/**
 * An image's renditions, narrowest first (the 480 px thumbnail, the 800 px one, the screen-sized
 * one), for `srcset`; empty for a video and for an image whose size is unknown.
 */
export const artworkRenditionsSchema = z.array(artworkRenditionSchema);
