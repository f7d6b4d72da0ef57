import { isPreviewOnly, toMediaUrls } from '#server/domains/media/columns.ts';
import { decodeCursor, encodeCursor } from '#server/domains/media/keyset.ts';
import { toRenditions } from '#server/domains/media/renditions.ts';
import { listPublishedMedia, type PublishedMediaRow, type ViewerId } from '#server/domains/media/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { unauthenticated } from '#server/platform/errors.ts';
import type { FeedPost, FeedQuery, FeedResponse } from '#shared/schemas/feed.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';

export function toFeedPost(row: PublishedMediaRow): FeedPost {
  return {
    id: row.id,
    artist: row.artist,
    artwork: {
      title: row.title,
      description: row.caption,
      ...toMediaUrls(row),
      renditions: toRenditions(row),
      previewOnly: isPreviewOnly(row, false),
      width: row.width,
      height: row.height,
      tags: row.tags,
      price: row.priceMacs === null ? null : fromMacsMinor(row.priceMacs),
      type: row.type,
    },
    engagement: { likes: row.likes, comments: row.comments, views: row.views },
    createdAt: row.createdAt.toISOString(),
    viewer: row.viewer,
  };
}

/**
 * One page of the feed: artists' published media, newest first, keyset-paged, with the
 * caller's like and save on each post. `scope=following` keeps the artists the caller follows.
 */
export async function getFeedPage(db: Db, query: FeedQuery, viewerId: ViewerId): Promise<FeedResponse> {
  if (query.scope === 'following' && !viewerId) throw unauthenticated();
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One extra row tells whether another page exists without a second query.
  const rows = await listPublishedMedia(db, {
    after,
    limit: query.limit + 1,
    viewerId,
    ...(query.scope === 'following' && viewerId ? { followerId: viewerId } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    success: true,
    posts: page.map(toFeedPost),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.keyset) : null,
  };
}
