import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '#server/platform/config.ts';
import { contentTypeForKey, isSafeKey, UnsafeStorageKeyError } from './keys.ts';
import { createS3Storage } from './s3-storage.ts';

export type StoredFile = { stream: Readable; contentType: string; size: number };

/** File storage: a local folder by default, or an S3-compatible bucket when S3_* is configured. */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export { UnsafeStorageKeyError };

/** Stores files under `root`; the content type is implied by the key's extension. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Belt and braces: the key pattern already forbids leaving the folder.
    if (!isSafeKey(key) || !path.startsWith(base + sep)) throw new UnsafeStorageKeyError(key);
    return path;
  };

  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Write aside and rename, so a reader never sees half a file.
      const temp = `${path}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), contentType: contentTypeForKey(key)!, size: info.size };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // A group folder (e.g. avatars/<id>/ holding one avatar's sizes) is never written to again
      // once its files go, so an empty one is removed; top-level folders stay.
      if (key.split('/').length > 2) await rmdir(dirname(path)).catch(() => {});
    },
  };
}

/** Where local uploads live for a configuration. */
export function uploadsDirFor(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

const instances = new Map<string, Storage>();

/**
 * The storage the app uses for this configuration: the S3 bucket when one is configured,
 * otherwise DATA_DIR/uploads. One instance per target, so its client and sockets are shared.
 */
export function storageFor(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  const { s3 } = config;
  const id = s3 ? `s3:${s3.endpoint ?? 'aws'}:${s3.region}:${s3.bucket}` : `local:${uploadsDirFor(config)}`;
  let storage = instances.get(id);
  if (!storage) {
    storage = s3 ? createS3Storage(s3) : createLocalStorage(uploadsDirFor(config));
    instances.set(id, storage);
  }
  return storage;
}
