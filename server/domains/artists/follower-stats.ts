import { sql } from 'drizzle-orm';
import {
  type Activity,
  type StatWindow,
  summarizeActivity,
} from '#server/domains/dashboard/activity-window.ts';
import type { Db } from '#server/platform/db/client.ts';
import { follows } from './tables.ts';

/**
 * An artist's followers: the total is who follows now; a month's figure is how many of them
 * started following in it (an unfollow removes the row, so it leaves that month's count too).
 */
export function summarizeFollowers(db: Db, artistId: string, window: StatWindow): Promise<Activity> {
  return summarizeActivity(
    db,
    sql`select (${follows.createdAt} at time zone 'UTC')::date as day, 1 as amount
        from ${follows} where ${follows.artistId} = ${artistId}`,
    window,
  );
}
