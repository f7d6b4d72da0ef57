import { and, desc, eq, type SQL } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type ContributionStatus, centsToUsd } from '#shared/campaign-rules.ts';
import type { Contribution, OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import { contributions } from './tables.ts';

export const CONTRIBUTION_NOT_FOUND_MESSAGE = 'Contribution not found';
export const ANONYMOUS_CONTRIBUTOR = 'Anonymous';

export type ContributionRow = typeof contributions.$inferSelect;
export type NamedContributionRow = ContributionRow & { contributorName: string | null };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** '$1,234.56' for mails and notifications. */
export const formatUsdCents = (cents: number) => usd.format(centsToUsd(cents));

/** The public face of a contribution: a guest (or a deleted account) is 'Anonymous'. */
export function toContribution(row: NamedContributionRow): Contribution {
  return {
    id: row.id,
    contributorName: row.contributorName ?? ANONYMOUS_CONTRIBUTOR,
    amount: centsToUsd(row.amountCents),
    paymentType: row.paymentType,
    network: row.network,
    token: row.token,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the campaign's artist sees to check a payment: the chain details, note and outcome. */
export function toOwnerContribution(row: NamedContributionRow): OwnerContribution {
  return {
    ...toContribution(row),
    note: row.note,
    senderAddress: row.senderAddress,
    txHash: row.txHash,
    platformWallet: row.platformWallet,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    closedReason: row.closedReason,
  };
}

function selectNamed(db: Db, where: SQL | undefined) {
  return db
    .select({ row: contributions, contributorName: users.name })
    .from(contributions)
    .leftJoin(users, eq(users.id, contributions.contributorUserId))
    .where(where)
    .orderBy(desc(contributions.createdAt), desc(contributions.id));
}

const flatten = (r: { row: ContributionRow; contributorName: string | null }): NamedContributionRow => ({
  ...r.row,
  contributorName: r.contributorName,
});

/** One contribution with its contributor's name (for answers after a change). */
export async function loadNamedContribution(db: Db, id: string): Promise<NamedContributionRow | undefined> {
  const [found] = await selectNamed(db, eq(contributions.id, id)).limit(1);
  return found && flatten(found);
}

/** A campaign's contributions, newest first; `status` narrows them (the owner's pending queue). */
export async function listCampaignContributions(
  db: Db,
  campaignId: string,
  options: { limit?: number; status?: ContributionStatus } = {},
): Promise<NamedContributionRow[]> {
  const where = and(
    eq(contributions.campaignId, campaignId),
    options.status ? eq(contributions.status, options.status) : undefined,
  );
  const query = selectNamed(db, where).$dynamic();
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map(flatten);
}
