import type { ArtistCategory } from '#server/domains/artists/tables.ts';
import { generateKey } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { composeArtworkSvg, composeAvatarSvg, renderPng, renderPngWithThumbnail } from './art/render.ts';

export type StoredImage = { key: string; thumbnailKey: string; width: number; height: number };

/**
 * Runs `work` over items with at most `limit` at once (sharp renders on a small thread pool).
 * After a failure no new item starts, and it rejects only once every lane has stopped, so no
 * write lands after the caller's clean-up.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  });
  const settled = await Promise.allSettled(lanes);
  const rejected = settled.find((s) => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

/** Remembers every key written, so a failed seed can remove what it stored. */
export function createImageWriter(storage: Storage) {
  const written: string[] = [];
  const put = async (folder: string, body: Buffer, ext: 'png' | 'webp') => {
    const key = generateKey(folder, ext);
    await storage.put(key, body, ext === 'png' ? 'image/png' : 'image/webp');
    written.push(key);
    return key;
  };
  return {
    async artwork(
      category: ArtistCategory,
      title: string,
      [width, height]: readonly [number, number],
      folder = 'media',
    ): Promise<StoredImage> {
      const { png, thumbnail } = await renderPngWithThumbnail(
        composeArtworkSvg(category, title, width, height),
      );
      // One after the other: a half-failed pair must not leave a write in flight behind the clean-up.
      const key = await put(folder, png, 'png');
      const thumbnailKey = await put(folder, thumbnail, 'webp');
      return { key, thumbnailKey, width, height };
    },
    async avatar(category: ArtistCategory, name: string): Promise<string> {
      return put('avatars', await renderPng(composeAvatarSvg(category, name)), 'png');
    },
    async removeAll() {
      await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    },
  };
}
export type ImageWriter = ReturnType<typeof createImageWriter>;
