import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import type { GalleryItem } from '#shared/schemas/artists.ts';
import { likeCount, mediaItemColumns, toMediaUrls } from './columns.ts';
import { toRenditions } from './renditions.ts';
import { media } from './tables.ts';
import { artworkIsPublic } from './visibility.ts';

/**
 * An artist's published work, newest first, for the public gallery, in one round trip.
 */
export async function listArtistMedia(
  db: Db,
  artistId: string,
  { limit }: { limit: number },
): Promise<GalleryItem[]> {
  const rows = await db
    .select({ ...mediaItemColumns, likes: likeCount })
    .from(media)
    .where(and(eq(media.artistId, artistId), artworkIsPublic))
    // The id breaks ties so two uploads in the same instant keep a stable order.
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    caption: row.caption,
    type: row.type,
    ...toMediaUrls(row),
    renditions: toRenditions(row),
    width: row.width,
    height: row.height,
    tags: row.tags,
    likes: row.likes,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type ArtistMediaTotals = { artworks: number; views: number };

/** Published artworks and the views they gathered; unpublished work is private and not counted. */
export async function summarizeArtistMedia(db: Db, artistId: string): Promise<ArtistMediaTotals> {
  const [row] = await db
    .select({
      artworks: sql<number>`count(*)`.mapWith(Number),
      views: sql<number>`coalesce(sum(${media.views}), 0)`.mapWith(Number),
    })
    .from(media)
    .where(and(eq(media.artistId, artistId), artworkIsPublic));
  return { artworks: row?.artworks ?? 0, views: row?.views ?? 0 };
}
