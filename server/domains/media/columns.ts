import { sql } from 'drizzle-orm';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { media, mediaComments, mediaLikes } from './tables.ts';

/** What any card of an artwork shows: its title, kind, files and shape. */
export const artworkCardColumns = {
  id: media.id,
  title: media.title,
  type: media.type,
  storageKey: media.storageKey,
  displayKey: media.displayKey,
  thumbnailKey: media.thumbnailKey,
  width: media.width,
  height: media.height,
  createdAt: media.createdAt,
};

/** The columns every public listing of an artwork reads; listings add their own extras. */
export const mediaItemColumns = {
  ...artworkCardColumns,
  caption: media.caption,
  tags: media.tags,
  views: media.views,
};

// Correlated counts on the (media_id) keys: a whole page stays one round trip.
export const likeCount =
  sql<number>`(select count(*)::int from ${mediaLikes} where ${mediaLikes.mediaId} = ${media.id})`.mapWith(
    Number,
  );
export const commentCount =
  sql<number>`(select count(*)::int from ${mediaComments} where ${mediaComments.mediaId} = ${media.id})`.mapWith(
    Number,
  );

/**
 * Public URLs of an artwork's stored files. Cards show the display rendition: the original is
 * what a buyer pays for, so it is linked only where downloads are allowed (toMediaItem).
 */
export function toMediaUrls(row: {
  storageKey: string;
  displayKey: string | null;
  thumbnailKey: string | null;
}) {
  return {
    imageUrl: publicFileUrl(row.displayKey ?? row.storageKey),
    thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
  };
}
