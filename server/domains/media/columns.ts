import { sql } from 'drizzle-orm';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { media, mediaComments, mediaLikes } from './tables.ts';

/** The columns every public listing of an artwork reads; listings add their own extras. */
export const mediaItemColumns = {
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

/** Public URLs of an artwork's stored files. */
export function toMediaUrls(row: { storageKey: string; thumbnailKey: string | null }) {
  return {
    imageUrl: publicFileUrl(row.storageKey),
    thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
  };
}
