import { toMediaUrls } from '#server/domains/media/columns.ts';
import {
  listPublishedMedia,
  type MediaKeyset,
  type PublishedMediaRow,
} from '#server/domains/media/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest } from '#server/platform/errors.ts';
import type { FeedPost, FeedQuery, FeedResponse } from '#shared/schemas/feed.ts';

const INVALID_CURSOR = 'Invalid cursor';
const MACS_MINOR_UNITS = 100;
/** Cursors we issue are about 90 characters; anything far longer is not one of ours. */
const CURSOR_MAX_LENGTH = 200;

const base64UrlPattern = /^[A-Za-z0-9_-]+$/;
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque cursor clients pass back: base64url of the JSON pair [createdAt, id]. */
export function encodeFeedCursor(keyset: MediaKeyset): string {
  return Buffer.from(JSON.stringify([keyset.createdAt, keyset.id])).toString('base64url');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A real calendar instant Postgres accepts (JavaScript alone would take 30 February). */
function isValidTimestamp(value: string): boolean {
  if (!timestampPattern.test(value)) return false;
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || ms < Date.parse('0001-01-01T00:00:00Z')) return false;
  return new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
}

/** Reads a cursor we issued; anything else is refused before it reaches SQL. */
export function decodeFeedCursor(cursor: string): MediaKeyset {
  const decoded =
    cursor.length <= CURSOR_MAX_LENGTH && base64UrlPattern.test(cursor)
      ? Buffer.from(cursor, 'base64url').toString('utf8')
      : '';
  const pair = parseJson(decoded);
  if (!Array.isArray(pair) || pair.length !== 2) throw badRequest(INVALID_CURSOR, 'cursor');
  const [createdAt, id] = pair as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string') throw badRequest(INVALID_CURSOR, 'cursor');
  if (!isValidTimestamp(createdAt) || !uuidPattern.test(id)) throw badRequest(INVALID_CURSOR, 'cursor');
  return { createdAt, id };
}

export function toFeedPost(row: PublishedMediaRow): FeedPost {
  return {
    id: row.id,
    artist: row.artist,
    artwork: {
      title: row.title,
      description: row.caption,
      ...toMediaUrls(row),
      width: row.width,
      height: row.height,
      tags: row.tags,
      price: row.priceMacs === null ? null : row.priceMacs / MACS_MINOR_UNITS,
      type: row.type,
    },
    engagement: { likes: row.likes, comments: row.comments, views: row.views },
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the public feed: artists' published media, newest first, keyset-paged. */
export async function getFeedPage(db: Db, query: FeedQuery): Promise<FeedResponse> {
  const after = query.cursor === undefined ? undefined : decodeFeedCursor(query.cursor);
  // One extra row tells whether another page exists without a second query.
  const rows = await listPublishedMedia(db, { after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    success: true,
    posts: page.map(toFeedPost),
    nextCursor: rows.length > query.limit && last ? encodeFeedCursor(last.keyset) : null,
  };
}
