import { asc, desc, eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { hundredthsToDecimal, isoTimestamp, jsonObject, qualified } from '#server/platform/db/sql-json.ts';
import { SUCCESSFUL_CAMPAIGN_PERCENT } from '#shared/constants.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { campaigns, contributions } from './tables.ts';

/**
 * What everyone may see (decision 019): not hidden by moderation, and its artist not suspended.
 * Every public list and the public detail use it; the artist's own list does not.
 */
export const campaignIsPublic = sql<boolean>`(${campaigns.hiddenAt} is null and ${users.suspendedAt} is null)`;

/**
 * A backer is a person: the signed-in contributor, else the guest's e-mail, else (an anonymous
 * guest) the contribution itself. Prefixes keep an e-mail from ever equalling a user id.
 */
const backerKey = sql`coalesce('u:' || ${contributions.contributorUserId}::text, 'e:' || lower(${contributions.contributorEmail}), 'c:' || ${contributions.id}::text)`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A campaign's money and backers, aggregated from its contributions on contributions_campaign_idx
 * (no per-campaign query and no stored total to drift), and the figures derived from them as of
 * the `nowMs` placeholder. The derived figures are the rules of shared/campaign-rules.ts written in
 * SQL (campaign-query.test.ts holds the two to each other): progress is rounded down and not
 * capped; days remaining count whole days up to the deadline as a JavaScript Date sees it (to the
 * millisecond), 0 once it has passed.
 */
function figuresOf(db: Db) {
  const confirmed = sql`coalesce(sum(${contributions.amountCents}) filter (where ${contributions.status} = 'confirmed'), 0)`;
  const leftMs = sql`floor(extract(epoch from ${campaigns.deadline}) * 1000) - ${sql.placeholder('nowMs')}::bigint`;
  return db
    .select({
      confirmed: sql<number>`${confirmed}`.as('confirmed_cents'),
      pending:
        sql<number>`coalesce(sum(${contributions.amountCents}) filter (where ${contributions.status} = 'pending'), 0)`.as(
          'pending_cents',
        ),
      backers:
        sql<number>`count(distinct ${backerKey}) filter (where ${contributions.status} = 'confirmed')`.as(
          'backers',
        ),
      progress:
        sql<number>`coalesce(floor(${confirmed} * 100 / nullif(${qualified(campaigns.targetCents)}, 0)), 0)`.as(
          'progress',
        ),
      days: sql<number>`ceil(greatest(${leftMs}, 0) / ${DAY_MS})`.as('days_remaining'),
    })
    .from(contributions)
    .where(eq(contributions.campaignId, campaigns.id))
    .as('figures');
}

/** One campaign in the API's shape (spec §3), built by the database. */
function campaignJson(figures: ReturnType<typeof figuresOf>) {
  return jsonObject({
    id: campaigns.id,
    title: campaigns.title,
    description: campaigns.description,
    imageUrl: campaigns.imageUrl,
    artistName: users.name,
    artistUsername: users.username,
    artistId: campaigns.artistId,
    currentAmount: hundredthsToDecimal(figures.confirmed),
    pendingAmount: hundredthsToDecimal(figures.pending),
    targetAmount: hundredthsToDecimal(campaigns.targetCents),
    progressPercentage: figures.progress,
    daysRemaining: figures.days,
    backers: figures.backers,
    // Reaching the target wins over the calendar: a funded campaign stays 'successful'.
    status: sql`case when ${figures.progress} >= ${sql.raw(String(SUCCESSFUL_CAMPAIGN_PERCENT))} then 'successful' when ${figures.days} > 0 then 'active' else 'ended' end`,
    createdAt: isoTimestamp(campaigns.createdAt),
    deadline: isoTimestamp(campaigns.deadline),
    hiddenReason: sql`case when ${campaigns.hiddenAt} is null then null else coalesce(${campaigns.hiddenReason}, '') end`,
  });
}

type Variant = 'public' | 'artist' | 'one';

function buildCampaignStatement(db: Db, variant: Variant, name: string) {
  const figures = figuresOf(db);
  const where =
    variant === 'public'
      ? campaignIsPublic
      : variant === 'artist'
        ? eq(campaigns.artistId, sql.placeholder('artistId'))
        : sql`${campaigns.id} = ${sql.placeholder('id')}::uuid`;
  const rows = db
    .select(
      plainFields({
        campaign: sql<Campaign>`${campaignJson(figures)}`,
        public: sql<boolean>`${campaignIsPublic}`,
        artistId: sql<string>`${campaigns.artistId}`,
      }),
    )
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.artistId))
    .crossJoinLateral(figures)
    .where(where);
  return rows.orderBy(desc(campaigns.createdAt), asc(campaigns.id)).prepare(name);
}

const campaignStatement = preparedPerDatabase('campaigns', buildCampaignStatement, { plain: true });

export type CampaignRow = { campaign: Campaign; public: boolean; artistId: string };

/** GET /campaigns: every public campaign, newest first, as of `now`, in one statement. */
export function publicCampaignsRead(db: Db, now: Date): BoundRead<CampaignRow> {
  return { ...campaignStatement(db, 'public'), values: { nowMs: now.getTime() } };
}

/** The campaigns of one artist (the dashboard's own list), hidden ones included. */
export function artistCampaignsRead(db: Db, artistId: string, now: Date): BoundRead<CampaignRow> {
  return { ...campaignStatement(db, 'artist'), values: { artistId, nowMs: now.getTime() } };
}

/** One campaign whatever moderation says, with whether it is public and whose it is. */
export function campaignRead(db: Db, id: string, now: Date): BoundRead<CampaignRow> {
  return { ...campaignStatement(db, 'one'), values: { id, nowMs: now.getTime() } };
}
