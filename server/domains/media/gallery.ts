import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import type { GalleryItem } from '#shared/schemas/artists.ts';
import { media, mediaLikes } from './tables.ts';

/**
 * An artist's published work, newest first, for the public gallery. Like counts come from a
 * correlated count on the media_likes index, so the whole page is one round trip.
 */
export async function listArtistMedia(
  db: Db,
  artistId: string,
  { limit }: { limit: number },
): Promise<GalleryItem[]> {
  const rows = await db
    .select({
      id: media.id,
      title: media.title,
      caption: media.caption,
      type: media.type,
      storageKey: media.storageKey,
      thumbnailKey: media.thumbnailKey,
      width: media.width,
      height: media.height,
      tags: media.tags,
      views: media.views,
      createdAt: media.createdAt,
      likes:
        sql<number>`(select count(*) from ${mediaLikes} where ${mediaLikes.mediaId} = ${media.id})`.mapWith(
          Number,
        ),
    })
    .from(media)
    .where(and(eq(media.artistId, artistId), eq(media.published, true)))
    // The id breaks ties so two uploads in the same instant keep a stable order.
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    caption: row.caption,
    type: row.type,
    imageUrl: publicFileUrl(row.storageKey),
    thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
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
    .where(and(eq(media.artistId, artistId), eq(media.published, true)));
  return { artworks: row?.artworks ?? 0, views: row?.views ?? 0 };
}
