import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DetectedType } from '#server/platform/images/detect-type.ts';
import {
  inspectImage,
  reencodeOriginal,
  renderVideoPoster,
  renderWebp,
  type StillFormat,
} from '#server/platform/images/image-pipeline.ts';
import { generateKey, type StoredExtension } from '#server/platform/storage/keys.ts';
import type { ReceivedFile } from '#server/platform/storage/multipart.ts';
import type { Storage } from '#server/platform/storage/storage.ts';

/** Long side of the screen-sized rendition and of the grid thumbnail. */
export const DISPLAY_MAX_PX = 1600;
export const THUMBNAIL_MAX_PX = 480;
const FOLDER = 'media';

/** What the media row records about the files of one upload. */
export type StoredVariants = {
  storageKey: string;
  displayKey: string | null;
  thumbnailKey: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
};

/** Remembers every key written, so a failure anywhere later can remove them all. */
export function createWriteLog(storage: Storage) {
  const keys: string[] = [];
  return {
    keys,
    async put(ext: StoredExtension, body: Buffer | ReturnType<typeof createReadStream>, mime: string) {
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

/**
 * An image: the original re-encoded in its own format (metadata gone), a display WebP and a
 * thumbnail WebP, all auto-rotated. The pixel cap is checked from the header before decoding.
 */
export async function storeImageVariants(
  log: WriteLog,
  file: ReceivedFile,
  type: DetectedType,
  tempDir: string,
): Promise<StoredVariants> {
  const { width, height } = await inspectImage(file.path);
  const cleanPath = join(tempDir, `${randomUUID()}.clean`);
  try {
    const sizeBytes = await reencodeOriginal(file.path, type.ext as StillFormat, cleanPath);
    const storageKey = await log.put(type.ext, createReadStream(cleanPath), type.mime);
    const display = await renderWebp(file.path, {
      width: DISPLAY_MAX_PX,
      height: DISPLAY_MAX_PX,
      fit: 'inside',
    });
    const displayKey = await log.put('webp', display, 'image/webp');
    const thumbnail = await renderWebp(
      file.path,
      { width: THUMBNAIL_MAX_PX, height: THUMBNAIL_MAX_PX, fit: 'inside' },
      75,
    );
    const thumbnailKey = await log.put('webp', thumbnail, 'image/webp');
    return { storageKey, displayKey, thumbnailKey, mimeType: type.mime, sizeBytes, width, height };
  } finally {
    await rm(cleanPath, { force: true });
  }
}

/** A video: the original byte for byte, streamed from the temporary file, and a poster image. */
export async function storeVideoVariants(
  log: WriteLog,
  file: ReceivedFile,
  type: DetectedType,
): Promise<StoredVariants> {
  const storageKey = await log.put(type.ext, createReadStream(file.path), type.mime);
  const thumbnailKey = await log.put('webp', await renderVideoPoster(), 'image/webp');
  return {
    storageKey,
    displayKey: null,
    thumbnailKey,
    mimeType: type.mime,
    sizeBytes: file.size,
    width: null,
    height: null,
  };
}
