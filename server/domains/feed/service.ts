import { withRenditions } from '#server/domains/media/artwork-json.ts';
import { decodeCursor, toPage } from '#server/domains/media/keyset.ts';
import type { ViewerId } from '#server/domains/media/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type BoundRead, runRead } from '#server/platform/db/prepared-read.ts';
import { unauthenticated } from '#server/platform/errors.ts';
import type { FeedQuery, FeedResponse } from '#shared/schemas/feed.ts';
import { type FeedRow, feedPageRead, keysetOfEpoch } from './feed-query.ts';

/**
 * The statement behind one feed request: one extra row tells whether another page exists without
 * a second query. A cursor we did not issue is refused with 400 before it reaches SQL.
 */
export function feedRead(db: Db, query: FeedQuery, viewerId: ViewerId): BoundRead<FeedRow> {
  return feedPageRead(db, {
    rows: query.limit + 1,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    viewerId,
    following: query.scope === 'following',
  });
}

/**
 * One page of the feed: artists' published media, newest first, keyset-paged, with the
 * caller's like and save on each post. `scope=following` keeps the artists the caller follows.
 */
export async function getFeedPage(db: Db, query: FeedQuery, viewerId: ViewerId): Promise<FeedResponse> {
  if (query.scope === 'following' && !viewerId) throw unauthenticated();
  const rows = await runRead(feedRead(db, query, viewerId));
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    createdAt: keysetOfEpoch(row.keysetEpoch),
    id: row.id,
  }));
  const posts = page.map(({ post }) => {
    withRenditions(post.artwork);
    return post;
  });
  return { success: true, posts, nextCursor };
}
