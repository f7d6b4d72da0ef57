import { eq, sql } from 'drizzle-orm';
import {
  type Activity,
  type StatWindow,
  summarizeActivity,
} from '#server/domains/dashboard/activity-window.ts';
import type { Db } from '#server/platform/db/client.ts';
import { media, mediaLikes, mediaViews } from './tables.ts';

/**
 * Views of an artist's artworks. The total is the sum of the artworks' view counters (what the
 * gallery shows); the months and days come from media_views, one row per viewer per artwork per
 * UTC day — the same rows the counters are bumped with.
 */
export async function summarizeArtistViews(db: Db, artistId: string, window: StatWindow): Promise<Activity> {
  const activity = await summarizeActivity(
    db,
    sql`select ${mediaViews.day} as day, count(*) as amount
        from ${mediaViews} join ${media} on ${media.id} = ${mediaViews.mediaId}
        where ${media.artistId} = ${artistId}
        group by ${mediaViews.day}`,
    window,
  );
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${media.views}), 0)`.mapWith(Number) })
    .from(media)
    .where(eq(media.artistId, artistId));
  return { ...activity, total: row?.views ?? 0 };
}

/** Likes on an artist's artworks, dated by when they were given (UTC day). */
export function summarizeArtistLikes(db: Db, artistId: string, window: StatWindow): Promise<Activity> {
  return summarizeActivity(
    db,
    sql`select (${mediaLikes.createdAt} at time zone 'UTC')::date as day, 1 as amount
        from ${mediaLikes} join ${media} on ${media.id} = ${mediaLikes.mediaId}
        where ${media.artistId} = ${artistId}`,
    window,
  );
}
