import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DetectedType } from '#server/platform/images/detect-type.ts';
import {
  inspectImage,
  reencodeOriginal,
  renderVideoPoster,
  type StillFormat,
} from '#server/platform/images/image-pipeline.ts';
import { imageQueue } from '#server/platform/images/image-queue.ts';
import { generateKey, type StoredExtension } from '#server/platform/storage/keys.ts';
import type { ReceivedFile } from '#server/platform/storage/multipart.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { stripVideoMetadata } from '#server/platform/video/strip-metadata.ts';
import { renderRendition } from './renditions.ts';

const FOLDER = 'media';

/** What the media row records about the files of one upload. */
export type StoredVariants = {
  storageKey: string;
  displayKey: string | null;
  mediumKey: string | null;
  thumbnailKey: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
};

/**
 * Remembers every key written, so a failure anywhere later can remove them all. Nothing more is
 * written once `signal` aborts (the client is gone).
 */
export function createWriteLog(storage: Storage, signal?: AbortSignal) {
  const keys: string[] = [];
  return {
    keys,
    async put(ext: StoredExtension, body: Buffer | Readable, mime: string) {
      signal?.throwIfAborted();
      const key = generateKey(FOLDER, ext);
      // Logged before the write: a write that fails half-way may still have left an object.
      keys.push(key);
      await storage.put(key, body, mime);
      return key;
    },
    async removeAll() {
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },
  };
}
export type WriteLog = ReturnType<typeof createWriteLog>;

type RenderedImage = {
  /** The re-encoded original, in a temporary file the caller removes. */
  cleanPath: string;
  sizeBytes: number;
  display: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/**
 * The CPU-heavy part, run in the image queue: both caps checked from the header before decoding,
 * then one sharp operation after another (each holds a libuv thread). Storage writes happen after
 * the job, so a slow bucket never holds an image slot.
 */
async function renderImageVariants(
  file: ReceivedFile,
  type: DetectedType,
  tempDir: string,
): Promise<RenderedImage> {
  const { width, height } = await inspectImage(file.path);
  const cleanPath = join(tempDir, `${randomUUID()}.clean`);
  try {
    const sizeBytes = await reencodeOriginal(file.path, type.ext as StillFormat, cleanPath);
    const display = await renderRendition(file.path, 'display');
    const medium = await renderRendition(file.path, 'medium');
    const thumbnail = await renderRendition(file.path, 'thumbnail');
    return { cleanPath, sizeBytes, display, medium, thumbnail, width, height };
  } catch (err) {
    await rm(cleanPath, { force: true });
    throw err;
  }
}

/**
 * An image: the original re-encoded in its own format (metadata gone) and the WebP renditions
 * (renditions.ts), all auto-rotated, made in the image queue and then stored.
 */
export async function storeImageVariants(
  log: WriteLog,
  file: ReceivedFile,
  type: DetectedType,
  tempDir: string,
  signal?: AbortSignal,
): Promise<StoredVariants> {
  const image = await imageQueue.run(() => renderImageVariants(file, type, tempDir), signal);
  try {
    const storageKey = await log.put(type.ext, createReadStream(image.cleanPath), type.mime);
    const displayKey = await log.put('webp', image.display, 'image/webp');
    const mediumKey = await log.put('webp', image.medium, 'image/webp');
    const thumbnailKey = await log.put('webp', image.thumbnail, 'image/webp');
    const { sizeBytes, width, height } = image;
    return {
      storageKey,
      displayKey,
      mediumKey,
      thumbnailKey,
      mimeType: type.mime,
      sizeBytes,
      width,
      height,
    };
  } finally {
    await rm(image.cleanPath, { force: true });
  }
}

/**
 * A video: the original streamed from the temporary file with its metadata boxes blanked in place
 * (location, XMP, tags; every offset stays valid), and a poster image.
 */
export async function storeVideoVariants(
  log: WriteLog,
  file: ReceivedFile,
  type: DetectedType,
): Promise<StoredVariants> {
  const clean = Readable.from(stripVideoMetadata(createReadStream(file.path), type.ext));
  const storageKey = await log.put(type.ext, clean, type.mime);
  const thumbnailKey = await log.put('webp', await renderVideoPoster(), 'image/webp');
  return {
    storageKey,
    displayKey: null,
    mediumKey: null,
    thumbnailKey,
    mimeType: type.mime,
    sizeBytes: file.size,
    width: null,
    height: null,
  };
}
