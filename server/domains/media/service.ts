import { eq, sql } from 'drizzle-orm';
import { orders } from '#server/domains/marketplace/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { notFound } from '#server/platform/errors.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { ARTIST_NOT_FOUND_MESSAGE } from '#shared/schemas/artists.ts';
import { type MediaItem, type MediaUpdate, toMacsMinor } from '#shared/schemas/media.ts';
import { artistMediaRead } from './artist-media-query.ts';
import { withRenditions } from './artwork-json.ts';
import { requireOwnedMedia, type ViewerId } from './media-item.ts';
import { media } from './tables.ts';

export {
  getMediaItem,
  type MediaRow,
  mediaRowColumns,
  requireOwnedMedia,
  requireVisibleMedia,
  selectMediaRows,
  toMediaItem,
  type ViewerId,
} from './media-item.ts';

/**
 * GET /media/artist/{id}: a user's work by id or username (any letter case), newest first.
 * The owner also sees unpublished work. Any user can own media, so this does not need an
 * artist profile; an unknown user is 404. One statement (artist-media-query.ts).
 */
export async function listArtistMediaItems(
  db: Db,
  idOrUsername: string,
  viewerId: ViewerId,
  { limit }: { limit: number },
): Promise<MediaItem[]> {
  const [row] = await runRead(artistMediaRead(db, idOrUsername, viewerId, limit));
  if (!row) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return row.items.map(withRenditions);
}

/** PUT /media/{id}: the owner changes the words, tags, download permission and price. */
export async function updateMedia(db: Db, id: string, userId: string, patch: MediaUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnedMedia(tx, id, userId);
    await tx
      .update(media)
      .set({
        title: patch.title,
        ...(patch.caption === undefined ? {} : { caption: patch.caption }),
        ...(patch.tags === undefined ? {} : { tags: patch.tags }),
        ...(patch.allowDownload === undefined ? {} : { allowDownload: patch.allowDownload }),
        ...(patch.price === undefined
          ? {}
          : { priceMacs: patch.price === null ? null : toMacsMinor(patch.price) }),
        updatedAt: sql`now()`,
      })
      .where(eq(media.id, id));
  });
}

/**
 * DELETE /media/{id}: the row goes first (likes, comments, saves and views cascade), then every
 * stored file but an original that buyers paid for (their orders keep its key). Files are removed only after the commit, so a failure can leave an orphaned file
 * but never a row pointing at a missing one; the keys that could not be removed are returned for
 * the log.
 */
export async function deleteMedia(
  db: Db,
  storage: Storage,
  id: string,
  userId: string,
): Promise<{ orphanedKeys: string[] }> {
  const { row, sold } = await db.transaction(async (tx) => {
    const owned = await requireOwnedMedia(tx, id, userId);
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.mediaId, owned.id))
      .limit(1);
    await tx.delete(media).where(eq(media.id, id));
    return { row: owned, sold: order !== undefined };
  });
  // The original stays for the buyers who paid for it; the pictures shown on the site go.
  const keys = [
    ...new Set([sold ? null : row.storageKey, row.displayKey, row.mediumKey, row.thumbnailKey]),
  ].filter((k): k is string => Boolean(k));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return { orphanedKeys: keys.filter((_, i) => results[i]?.status === 'rejected') };
}
