import { eq } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import type { ContributionStatus } from '#shared/campaign-rules.ts';
import {
  CONTRIBUTION_LIST_MAX,
  type Contribution,
  type OwnerContribution,
} from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '#shared/schemas/campaigns.ts';
import { NOT_CAMPAIGN_OWNER_MESSAGE } from './contribution-decisions.ts';
import { listCampaignContributions, toContribution, toOwnerContribution } from './contribution-view.ts';
import { campaigns } from './tables.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PUBLIC_LIMIT = 20;

async function findArtistOf(db: Db, campaignId: string): Promise<string> {
  if (!uuidPattern.test(campaignId)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [campaign] = await db
    .select({ artistId: campaigns.artistId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return campaign.artistId;
}

/** GET /campaigns/{id}/contributions: the public list, newest first (no notes, wallets or e-mails). */
export async function listPublicContributions(
  db: Db,
  campaignId: string,
  limit = DEFAULT_PUBLIC_LIMIT,
): Promise<Contribution[]> {
  await findArtistOf(db, campaignId);
  const rows = await listCampaignContributions(db, campaignId, {
    limit: Math.min(limit, CONTRIBUTION_LIST_MAX),
  });
  return rows.map(toContribution);
}

/** GET /crowdfunding/{id}/contributions/manage: every contribution with chain details, for the artist. */
export async function listOwnerContributions(
  db: Db,
  caller: AuthContext,
  campaignId: string,
  status?: ContributionStatus,
): Promise<OwnerContribution[]> {
  const artistId = await findArtistOf(db, campaignId);
  if (artistId !== caller.userId && caller.role !== 'admin') throw forbidden(NOT_CAMPAIGN_OWNER_MESSAGE);
  const rows = await listCampaignContributions(db, campaignId, status ? { status } : {});
  return rows.map(toOwnerContribution);
}
