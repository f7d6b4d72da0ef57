import { and, asc, count, eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { centsToUsd } from '#shared/campaign-rules.ts';
import { explorerTxUrl } from '#shared/crypto-explorers.ts';
import type { PendingCrypto } from '#shared/schemas/moderation.ts';
import { campaigns, contributions } from './tables.ts';

const pending = and(eq(contributions.paymentType, 'crypto'), eq(contributions.status, 'pending'));

/** Crypto contributions waiting for a decision across every campaign, oldest first (the operator's queue). */
export async function listPendingCrypto(db: Db, limit = 200): Promise<PendingCrypto[]> {
  const rows = await db
    .select({
      id: contributions.id,
      amountCents: contributions.amountCents,
      network: contributions.network,
      token: contributions.token,
      senderAddress: contributions.senderAddress,
      txHash: contributions.txHash,
      createdAt: contributions.createdAt,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      artistId: users.id,
      artistName: users.name,
      artistUsername: users.username,
    })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .innerJoin(users, eq(users.id, campaigns.artistId))
    .where(pending)
    .orderBy(asc(contributions.createdAt), asc(contributions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    campaign: { id: r.campaignId, title: r.campaignTitle },
    artist: { id: r.artistId, name: r.artistName, username: r.artistUsername },
    amount: centsToUsd(r.amountCents),
    network: r.network!,
    token: r.token ?? '',
    senderAddress: r.senderAddress ?? '',
    txHash: r.txHash,
    explorerUrl: r.txHash ? explorerTxUrl(r.network!, r.txHash) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function countPendingCrypto(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contributions).where(pending);
  return row?.n ?? 0;
}

/** The campaign a contribution belongs to, so the operator's decision can run the artist's path. */
export async function campaignOfContribution(db: Db, contributionId: string): Promise<string | null> {
  const [row] = await db
    .select({ campaignId: contributions.campaignId })
    .from(contributions)
    .where(eq(contributions.id, contributionId));
  return row?.campaignId ?? null;
}
