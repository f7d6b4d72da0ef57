import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '#server/platform/config.ts';
import { contentTypeForKey, isSafeKey } from './keys.ts';

export type StoredFile = { stream: Readable; contentType: string; size: number };

/** File storage: a local folder today; issue 3 adds an S3-compatible implementation. */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Refusing unsafe storage key: ${JSON.stringify(key)}`);
  }
}

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
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Where local uploads live for a configuration. */
export function uploadsDirFor(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

const byRoot = new Map<string, Storage>();

/** The storage the app uses for this configuration (one instance per folder). */
export function storageFor(config: Pick<Config, 'dataDir'>): Storage {
  const root = uploadsDirFor(config);
  let storage = byRoot.get(root);
  if (!storage) {
    storage = createLocalStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
