import { randomUUID } from 'node:crypto';

/**
 * The only types we ever serve: raster images we re-encoded ourselves, and video. Never HTML,
 * SVG or anything a browser could run as a document on our origin.
 */
export const contentTypesByExtension = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
} as const;
export type StoredExtension = keyof typeof contentTypesByExtension;

// Lower-case folder segments, then a file name with an allowed extension; no dots elsewhere,
// so '..', absolute paths, backslashes and hidden files cannot be expressed.
const safeKeyPattern =
  /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.([a-z0-9]{2,5})$/;

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Refusing unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** True when the key is one we could have generated: safe to map onto a path or an S3 object. */
export function isSafeKey(key: string): boolean {
  const match = safeKeyPattern.exec(key);
  return match !== null && match[1]! in contentTypesByExtension;
}

/** The content type a key is served with, or null for keys we never serve. */
export function contentTypeForKey(key: string): string | null {
  if (!isSafeKey(key)) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return contentTypesByExtension[ext];
}

/** A fresh, unguessable key such as `media/3f0c…e1.png`; user-supplied names never reach storage. */
export function generateKey(folder: string, extension: StoredExtension): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  if (!isSafeKey(key)) throw new Error(`Invalid storage folder: ${folder}`);
  return key;
}

/** Where the browser fetches a stored file. */
export function publicFileUrl(key: string): string {
  return `/api/v1/files/${key}`;
}
