import { desc, eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { campaignIsPublic } from './service.ts';
import { campaigns, campaignUpdates } from './tables.ts';

export type PublicCampaignPage = { id: string; updatedAt: Date };

/**
 * Every campaign page anyone may open (campaignIsPublic, the rule of the public list and detail),
 * newest first, with when it last changed: the campaign, or its newest update. For the sitemap.
 */
export async function listPublicCampaignPages(db: Db): Promise<PublicCampaignPage[]> {
  const newestUpdate = sql`(select max(${campaignUpdates.createdAt}) from ${campaignUpdates} where ${campaignUpdates.campaignId} = ${campaigns.id})`;
  return db
    .select({
      id: campaigns.id,
      updatedAt: sql<Date>`greatest(${campaigns.updatedAt}, ${newestUpdate})`.mapWith(campaigns.updatedAt),
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.artistId))
    .where(campaignIsPublic)
    .orderBy(desc(campaigns.createdAt), campaigns.id);
}
