import { sql } from 'drizzle-orm';
import {
  type Activity,
  type StatWindow,
  summarizeActivity,
} from '#server/domains/dashboard/activity-window.ts';
import type { Db } from '#server/platform/db/client.ts';
import { campaigns, contributions } from './tables.ts';

/**
 * An artist's crowdfunding income in USD cents: confirmed contributions to their campaigns,
 * dated by when they were confirmed (UTC day). Pending, rejected and refunded money is not income.
 */
export function summarizeContributionIncome(db: Db, artistId: string, window: StatWindow): Promise<Activity> {
  return summarizeActivity(
    db,
    sql`select (coalesce(${contributions.confirmedAt}, ${contributions.createdAt}) at time zone 'UTC')::date as day,
               ${contributions.amountCents} as amount
        from ${contributions} join ${campaigns} on ${campaigns.id} = ${contributions.campaignId}
        where ${campaigns.artistId} = ${artistId} and ${contributions.status} = 'confirmed'`,
    window,
  );
}
