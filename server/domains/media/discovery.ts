import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/client.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { likeCount } from './columns.ts';
import { selectMediaRows, toMediaItem, type ViewerId } from './media-item.ts';
import { media, mediaLikes, mediaViews } from './tables.ts';
import { artworkIsPublic } from './visibility.ts';

const FEATURED_WINDOW = sql`interval '30 days'`;
const TRENDING_WINDOW = sql`interval '7 days'`;
const TRENDING_WINDOW_SECONDS = 7 * 24 * 3600;
/** A like says more than a glance: it weighs as much as three daily views. */
const LIKE_WEIGHT = 3;
const VIEW_WEIGHT = 1;

/** Escapes LIKE's wildcards so a search for "100%" means exactly that. */
function toLikePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /media/search: published work whose title, caption or a tag contains the text (ILIKE).
 * Title matches come first, then the newest. The site-wide ranked full-text search lives in the
 * search domain; this is the spec's simple per-media call.
 */
export async function searchMedia(
  db: Db,
  text: string,
  viewerId: ViewerId,
  { limit }: { limit: number },
): Promise<MediaItem[]> {
  const pattern = toLikePattern(text);
  const titleMatch = sql`${media.title} ilike ${pattern}`;
  const rows = await selectMediaRows(db, viewerId)
    .where(
      and(
        artworkIsPublic,
        sql`(${titleMatch} or ${media.caption} ilike ${pattern} or array_to_string(${media.tags}, ' ') ilike ${pattern})`,
      ),
    )
    .orderBy(desc(titleMatch), desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => toMediaItem(row, viewerId));
}

/**
 * GET /media/featured: the most-liked published work uploaded in the last 30 days (ties go to the
 * newest). It favours recent work that people responded to, so it changes as artists upload.
 */
export async function listFeaturedMedia(
  db: Db,
  viewerId: ViewerId,
  { limit }: { limit: number },
): Promise<MediaItem[]> {
  const rows = await selectMediaRows(db, viewerId)
    .where(and(artworkIsPublic, gt(media.createdAt, sql`now() - ${FEATURED_WINDOW}`)))
    .orderBy(desc(likeCount), desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => toMediaItem(row, viewerId));
}

/** Weight of one event, fading linearly from full (now) to nothing (seven days ago). */
function fading(column: typeof mediaLikes.createdAt | typeof mediaViews.createdAt, weight: number) {
  return sql<number>`${weight} * (1 - extract(epoch from (now() - ${column})) / ${TRENDING_WINDOW_SECONDS})`;
}

/**
 * GET /media/trending: published work ranked by likes and daily-unique views of the last 7
 * days, each fading with age, all in SQL. Only the recent events are read (views by their
 * created_at index), never the whole history; work with no recent activity is not trending.
 */
export async function listTrendingMedia(
  db: Db,
  viewerId: ViewerId,
  { limit }: { limit: number },
): Promise<MediaItem[]> {
  const recentLikes = db
    .select({ mediaId: mediaLikes.mediaId, weight: fading(mediaLikes.createdAt, LIKE_WEIGHT).as('weight') })
    .from(mediaLikes)
    .where(gt(mediaLikes.createdAt, sql`now() - ${TRENDING_WINDOW}`));
  const recentViews = db
    .select({ mediaId: mediaViews.mediaId, weight: fading(mediaViews.createdAt, VIEW_WEIGHT).as('weight') })
    .from(mediaViews)
    .where(gt(mediaViews.createdAt, sql`now() - ${TRENDING_WINDOW}`));
  const events = unionAll(recentLikes, recentViews).as('events');
  const scores = db
    .select({ mediaId: events.mediaId, score: sql<number>`sum(${events.weight})`.as('score') })
    .from(events)
    .groupBy(events.mediaId)
    .as('scores');
  const rows = await selectMediaRows(db, viewerId)
    .innerJoin(scores, eq(scores.mediaId, media.id))
    .where(artworkIsPublic)
    .orderBy(desc(scores.score), desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => toMediaItem(row, viewerId));
}
