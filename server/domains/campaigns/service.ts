import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { notFound } from '#server/platform/errors.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, type Campaign } from '#shared/schemas/campaigns.ts';
import { artistCampaignsRead, campaignRead, publicCampaignsRead } from './campaign-query.ts';

export { campaignIsPublic } from './campaign-query.ts';

// Postgres accepts any 32 hex digits as a uuid; anything else would make the query fail, so it
// is answered as not found before it reaches the database.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCampaignId = (id: string) => uuidPattern.test(id);

/** Every public campaign, newest first, with its figures as of `now`, in one statement. */
export async function listCampaigns(db: Db, now = new Date()): Promise<Campaign[]> {
  const rows = await runRead(publicCampaignsRead(db, now));
  return rows.map((row) => row.campaign);
}

/** The campaigns of one artist (the dashboard's own list), newest first, pending amounts included. */
export async function listArtistCampaigns(db: Db, artistId: string, now = new Date()): Promise<Campaign[]> {
  const rows = await runRead(artistCampaignsRead(db, artistId, now));
  return rows.map((row) => row.campaign);
}

/**
 * One campaign as `viewer` may see it: a hidden campaign, or one of a suspended artist, is 404 to
 * everyone but its artist and operators, exactly like one that does not exist.
 */
export async function getVisibleCampaign(db: Db, id: string, viewer: AuthContext | null): Promise<Campaign> {
  if (!isCampaignId(id)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [row] = await runRead(campaignRead(db, id, new Date()));
  const mayReadHidden = viewer !== null && (viewer.role === 'admin' || viewer.userId === row?.artistId);
  if (!row || (!row.public && !mayReadHidden)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return row.campaign;
}

/** One campaign, whatever moderation says (callers already checked access); unknown is 404. */
export async function getCampaign(db: Db, id: string, now = new Date()): Promise<Campaign> {
  if (!isCampaignId(id)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [row] = await runRead(campaignRead(db, id, now));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return row.campaign;
}
