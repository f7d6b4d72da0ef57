import sharp from 'sharp';
import type { Config } from '#server/platform/config.ts';
import type { Database } from '#server/platform/db/client.ts';
import { generateKey } from '#server/platform/storage/keys.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import { media } from './tables.ts';

type MediaInsert = typeof media.$inferInsert;

let counter = 0;

/** An artwork row for tests; its keys point at nothing unless `storeMediaFiles` made them. */
export async function insertMedia(
  database: Database,
  artistId: string,
  overrides: Partial<MediaInsert> = {},
): Promise<typeof media.$inferSelect> {
  counter += 1;
  const [row] = await database.db
    .insert(media)
    .values({
      artistId,
      title: `Artwork ${counter}`,
      caption: '',
      type: 'image',
      storageKey: generateKey('media', 'png'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Real files through the app's storage: an original PNG, a WebP display rendition and a thumbnail. */
export async function storeMediaFiles(config: Config) {
  const storage = storageFor(config);
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#0d9488' } });
  const original = await image.clone().png().toBuffer();
  const display = await image.clone().webp().toBuffer();
  const thumbnail = await image.clone().resize(4, 3).webp().toBuffer();
  const keys = {
    storageKey: generateKey('media', 'png'),
    displayKey: generateKey('media', 'webp'),
    thumbnailKey: generateKey('media', 'webp'),
  };
  await storage.put(keys.storageKey, original, 'image/png');
  await storage.put(keys.displayKey, display, 'image/webp');
  await storage.put(keys.thumbnailKey, thumbnail, 'image/webp');
  return { keys, original };
}
