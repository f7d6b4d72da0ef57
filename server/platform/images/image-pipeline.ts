import type { Sharp } from 'sharp';
import { badRequest } from '#server/platform/errors.ts';
import { IMAGE_MAX_SIDE_PX, uploadMessages } from '#shared/uploads.ts';
import { loadSharp } from './sharp-module.ts';

/**
 * Decompression-bomb guard: an image may declare at most this many pixels (per frame for
 * stills, in total for animations). 40 MP covers any camera in use; a 20000×20000 PNG that
 * compresses to a few KB would otherwise ask for 1.6 GB of memory to decode.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageTooLargeError extends Error {
  constructor() {
    super('The image exceeds the pixel limit');
  }
}

/** A side longer than IMAGE_MAX_SIDE_PX: cheap in pixels, ruinous in scanlines (1 × 39,000,000). */
export class ImageSideTooLongError extends Error {
  constructor() {
    super('An image side exceeds the length limit');
  }
}

export class UnreadableImageError extends Error {}

/** A buffer in memory or the path of a file on disk. */
export type ImageInput = Buffer | string;
export type StillFormat = 'jpg' | 'png' | 'gif' | 'webp';

/** sharp's own errors, mapped onto the two cases a caller answers differently. */
export function toImageError(err: unknown): Error {
  if (
    err instanceof ImageTooLargeError ||
    err instanceof ImageSideTooLongError ||
    err instanceof UnreadableImageError
  ) {
    return err;
  }
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return new ImageTooLargeError();
  return new UnreadableImageError(message);
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toImageError(err);
  }
}

/**
 * Every pipeline starts here: the pixel cap applies, and EXIF orientation is applied to the pixels.
 * sharp writes no metadata unless asked (EXIF, GPS, XMP, IPTC and ICC are all dropped), and we
 * never ask.
 */
export function openImage(input: ImageInput, options: { animated?: boolean } = {}): Sharp {
  return loadSharp()(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    animated: options.animated ?? false,
  }).autoOrient();
}

/**
 * The refusal a person reads for one of this module's errors, in the wire format, naming the form's
 * `field`; anything else (a storage failure, an abort) is returned unchanged.
 */
export function toImageRefusal(err: unknown, field: string): unknown {
  if (err instanceof ImageTooLargeError) return badRequest(uploadMessages.imageTooLarge, field);
  if (err instanceof ImageSideTooLongError) return badRequest(uploadMessages.imageSideTooLong, field);
  if (err instanceof UnreadableImageError) return badRequest(uploadMessages.avatarInvalid, field);
  return err;
}

/**
 * Size as displayed (after EXIF rotation) of the first frame; reads the header only. Every upload
 * calls it before anything is decoded, so both caps (each side, and the area) refuse early.
 */
export async function inspectImage(input: ImageInput): Promise<{ width: number; height: number }> {
  return run(async () => {
    const meta = await loadSharp()(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new UnreadableImageError('no dimensions');
    if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLargeError();
    if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX) throw new ImageSideTooLongError();
    return { width, height };
  });
}

export type WebpBox = { width: number; height: number; fit: 'cover' | 'inside' };

/** A WebP rendition: 'cover' crops to exactly the box, 'inside' fits within it and never enlarges. */
export async function renderWebp(input: ImageInput, box: WebpBox, quality = 82): Promise<Buffer> {
  return run(() =>
    openImage(input)
      .resize({ ...box, withoutEnlargement: box.fit === 'inside' })
      .webp({ quality })
      .toBuffer(),
  );
}

/**
 * The original, decoded and encoded again in its own format at high quality: the pixels the
 * artist uploaded, without the bytes (metadata, trailing data, polyglot payloads) they came with.
 * Animated GIF and WebP keep their frames. Written to `outPath`, so a large original is never
 * held in memory.
 */
export async function reencodeOriginal(input: string, format: StillFormat, outPath: string): Promise<number> {
  return run(async () => {
    const image = openImage(input, { animated: format === 'gif' || format === 'webp' });
    const encoded =
      format === 'jpg'
        ? image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
        : format === 'png'
          ? image.png()
          : format === 'gif'
            ? image.gif()
            : image.webp({ quality: 92 });
    const info = await encoded.toFile(outPath);
    return info.size;
  });
}

const POSTER_WIDTH = 960;
const POSTER_HEIGHT = 540;
const posterSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0f172a"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="480" cy="270" r="64" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M458 232 L458 308 L522 270 Z" fill="#ffffff"/>
</svg>`;

let poster: Promise<Buffer> | undefined;

/**
 * A neutral 16:9 poster with a play mark for videos. Without ffmpeg on the server we do not
 * decode video frames; the SVG is ours, never the user's.
 */
export function renderVideoPoster(): Promise<Buffer> {
  if (!poster) {
    poster = loadSharp()(Buffer.from(posterSvg)).webp({ quality: 80 }).toBuffer();
    // A failed render is not remembered; the next video tries again.
    poster.catch(() => {
      poster = undefined;
    });
  }
  return poster;
}
