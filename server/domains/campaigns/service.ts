import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import {
  centsToUsd,
  computeDaysRemaining,
  computeProgressPercentage,
  deriveCampaignStatus,
} from '#shared/campaign-rules.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, type Campaign } from '#shared/schemas/campaigns.ts';
import { campaigns, contributions } from './tables.ts';

// Postgres accepts any 32 hex digits as a uuid; anything else would make the query fail, so it
// is answered as not found before it reaches the database.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCampaignId = (id: string) => uuidPattern.test(id);

const centsWhere = (status: 'confirmed' | 'pending') =>
  sql`coalesce(sum(${contributions.amountCents}) filter (where ${contributions.status} = ${status}), 0)`.mapWith(
    Number,
  );

/**
 * A backer is a person: the signed-in contributor, else the guest's e-mail, else (an anonymous
 * guest) the contribution itself. Prefixes keep an e-mail from ever equalling a user id.
 */
const backerKey = sql`coalesce('u:' || ${contributions.contributorUserId}::text, 'e:' || lower(${contributions.contributorEmail}), 'c:' || ${contributions.id}::text)`;

/**
 * What everyone may see (decision 019): not hidden by moderation, and its artist not suspended.
 * Every public list and the public detail use it; the artist's own list does not.
 */
export const campaignIsPublic = sql<boolean>`(${campaigns.hiddenAt} is null and ${users.suspendedAt} is null)`;

/**
 * One statement for any number of campaigns: every sum and count is aggregated by the database
 * from the contributions, so there is no per-campaign query and no stored total to drift.
 */
function selectCampaignRows(db: Db, where?: SQL) {
  const query = db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      artistId: campaigns.artistId,
      artistName: users.name,
      artistUsername: users.username,
      targetCents: campaigns.targetCents,
      deadline: campaigns.deadline,
      createdAt: campaigns.createdAt,
      hiddenAt: campaigns.hiddenAt,
      hiddenReason: campaigns.hiddenReason,
      public: campaignIsPublic.mapWith(Boolean),
      confirmedCents: centsWhere('confirmed'),
      pendingCents: centsWhere('pending'),
      backers: sql`count(distinct ${backerKey}) filter (where ${contributions.status} = 'confirmed')`.mapWith(
        Number,
      ),
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.artistId))
    .leftJoin(contributions, eq(contributions.campaignId, campaigns.id))
    .groupBy(campaigns.id, users.id)
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id))
    .$dynamic();
  return where ? query.where(where) : query;
}

type CampaignRow = Awaited<ReturnType<typeof selectCampaignRows>>[number];

export function toCampaign(row: CampaignRow, now: Date): Campaign {
  const progressPercentage = computeProgressPercentage(row.confirmedCents, row.targetCents);
  const daysRemaining = computeDaysRemaining(row.deadline, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    artistName: row.artistName,
    artistUsername: row.artistUsername,
    artistId: row.artistId,
    currentAmount: centsToUsd(row.confirmedCents),
    pendingAmount: centsToUsd(row.pendingCents),
    targetAmount: centsToUsd(row.targetCents),
    progressPercentage,
    daysRemaining,
    backers: row.backers,
    status: deriveCampaignStatus(progressPercentage, daysRemaining),
    createdAt: row.createdAt.toISOString(),
    deadline: row.deadline.toISOString(),
    hiddenReason: row.hiddenAt === null ? null : (row.hiddenReason ?? ''),
  };
}

/** Every public campaign, newest first, with its figures as of `now`. */
export async function listCampaigns(db: Db, now = new Date()): Promise<Campaign[]> {
  const rows = await selectCampaignRows(db, campaignIsPublic);
  return rows.map((row) => toCampaign(row, now));
}

/** The campaigns of one artist (the dashboard's own list), newest first, pending amounts included. */
export async function listArtistCampaigns(db: Db, artistId: string, now = new Date()): Promise<Campaign[]> {
  const rows = await selectCampaignRows(db, eq(campaigns.artistId, artistId));
  return rows.map((row) => toCampaign(row, now));
}

/**
 * One campaign as `viewer` may see it: a hidden campaign, or one of a suspended artist, is 404 to
 * everyone but its artist and operators, exactly like one that does not exist.
 */
export async function getVisibleCampaign(db: Db, id: string, viewer: AuthContext | null): Promise<Campaign> {
  if (!isCampaignId(id)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [row] = await selectCampaignRows(db, eq(campaigns.id, id));
  const mayReadHidden = viewer !== null && (viewer.role === 'admin' || viewer.userId === row?.artistId);
  if (!row || (!row.public && !mayReadHidden)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return toCampaign(row, new Date());
}

/** One campaign, whatever moderation says (callers already checked access); unknown is 404. */
export async function getCampaign(db: Db, id: string, now = new Date()): Promise<Campaign> {
  if (!isCampaignId(id)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [row] = await selectCampaignRows(db, eq(campaigns.id, id));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return toCampaign(row, now);
}
