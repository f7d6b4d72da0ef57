import { asc, desc, eq } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import type { CampaignUpdate } from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '#shared/schemas/campaigns.ts';
import { lockOwnCampaign } from './campaign-write-service.ts';
import { isCampaignId } from './service.ts';
import { campaigns, campaignUpdates } from './tables.ts';

type UpdateRow = typeof campaignUpdates.$inferSelect;

const toCampaignUpdate = (row: Pick<UpdateRow, 'id' | 'body' | 'createdAt'>): CampaignUpdate => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST /crowdfunding/{id}/updates: the owner posts news, also after the deadline (thanks and
 * delivery news belong there). The row lock keeps a concurrent delete from orphaning the insert.
 */
export async function addCampaignUpdate(
  db: Db,
  caller: AuthContext,
  campaignId: string,
  body: string,
): Promise<CampaignUpdate> {
  return db.transaction(async (tx) => {
    const campaign = await lockOwnCampaign(tx, caller, campaignId);
    const [row] = await tx.insert(campaignUpdates).values({ campaignId: campaign.id, body }).returning();
    return toCampaignUpdate(row!);
  });
}

/** GET /campaigns/{id}/updates: public, newest first; an unknown campaign is 404. */
export async function listCampaignUpdates(db: Db, campaignId: string): Promise<CampaignUpdate[]> {
  const [campaign] = isCampaignId(campaignId)
    ? await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId))
    : [];
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const rows = await db
    .select({ id: campaignUpdates.id, body: campaignUpdates.body, createdAt: campaignUpdates.createdAt })
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaign.id))
    .orderBy(desc(campaignUpdates.createdAt), asc(campaignUpdates.id));
  return rows.map(toCampaignUpdate);
}
