import { renderAvatar, storeAvatarRenditions } from '#server/domains/artists/avatar-service.ts';
import type { ArtistCategory } from '#server/domains/artists/tables.ts';
import { CAMPAIGN_IMAGE_BOX } from '#server/domains/campaigns/campaign-write-image.ts';
import { renderRendition } from '#server/domains/media/renditions.ts';
import { renderWebp } from '#server/platform/images/image-pipeline.ts';
import { generateKey } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { composeArtworkSvg, composeAvatarSvg, renderPng } from './art/render.ts';

/** The same files an upload stores (upload-variants.ts): the original and its WebP renditions. */
export type StoredArtwork = {
  key: string;
  displayKey: string;
  mediumKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
};

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
    /**
     * An artwork stored as an upload would be: the PNG original, which only buyers may download, and
     * the WebP renditions that every listing shows. The renditions come from the upload pipeline.
     */
    async artwork(
      category: ArtistCategory,
      title: string,
      [width, height]: readonly [number, number],
    ): Promise<StoredArtwork> {
      const png = await renderPng(composeArtworkSvg(category, title, width, height));
      const [display, medium, thumbnail] = await Promise.all([
        renderRendition(png, 'display'),
        renderRendition(png, 'medium'),
        renderRendition(png, 'thumbnail'),
      ]);
      // One after the other: a half-failed set must not leave a write in flight behind the clean-up.
      const key = await put('media', png, 'png');
      const displayKey = await put('media', display, 'webp');
      const mediumKey = await put('media', medium, 'webp');
      const thumbnailKey = await put('media', thumbnail, 'webp');
      return { key, displayKey, mediumKey, thumbnailKey, width, height };
    },
    /** A campaign picture, the same 16:9 WebP that replacing it through the API would store. */
    async campaignCover(category: ArtistCategory, title: string): Promise<string> {
      const { width, height } = CAMPAIGN_IMAGE_BOX;
      const png = await renderPng(composeArtworkSvg(category, title, width, height));
      return put('campaigns', await renderWebp(png, CAMPAIGN_IMAGE_BOX), 'webp');
    },
    /** An avatar stored as an upload would be: square WebP renditions from 64 to 512 px. */
    async avatar(category: ArtistCategory, name: string): Promise<string> {
      const png = await renderPng(composeAvatarSvg(category, name, 512));
      return storeAvatarRenditions(storage, await renderAvatar(png), written);
    },
    async removeAll() {
      await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    },
  };
}
export type ImageWriter = ReturnType<typeof createImageWriter>;
