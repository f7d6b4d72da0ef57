import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '#server/domains/auth/tables.ts';
import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import type { Config } from '#server/platform/config.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, conflict, notFound, sqlConstraint, sqlState } from '#server/platform/errors.ts';
import {
  hashRequest,
  type IdempotentResult,
  withIdempotency,
} from '#server/platform/idempotency/idempotency.ts';
import type { PaymentProvider } from '#server/platform/payments/payment-provider.ts';
import { type CryptoNetwork, networkTokens } from '#shared/crypto-networks.ts';
import { canonicalTxHash, invalidTxHashMessage } from '#shared/crypto-tx-hash.ts';
import {
  CAMPAIGN_ENDED_MESSAGE,
  type ContributeBody,
  type contributeResponseSchema,
  WALLET_ADDRESS_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '#shared/schemas/campaigns.ts';
import { HIDDEN_CAMPAIGN_MESSAGE } from '#shared/schemas/moderation.ts';
import {
  type CampaignFacts,
  type ContributionMailDeps,
  mailReceipt,
  notifyArtistOfPayment,
} from './contribution-notices.ts';
import { type ContributionRow, toContribution } from './contribution-view.ts';
import { invalidAddressMessage, isValidSenderAddress } from './crypto-address.ts';
import { getCampaign } from './service.ts';
import { campaigns, contributions } from './tables.ts';

export const TX_HASH_USED_MESSAGE = 'This transaction hash has already been used';
export const CONTRIBUTION_FIAT_MESSAGE = 'Thank you! Your contribution is confirmed.';
export const CONTRIBUTION_PENDING_MESSAGE =
  'Thank you! Your contribution is pending until the artist confirms the transfer.';

export type ContributeResponse = z.infer<typeof contributeResponseSchema>;
export type ContributionCaller = { userId: string } | null;
export type ContributionDeps = ContributionMailDeps & {
  db: Db;
  provider: PaymentProvider;
  platformWallets: Config['platformWallets'];
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Dollars with at most two decimals (checked by the schema) to exact integer cents. */
const toCents = (usd: number) => Math.round(usd * 100);

/**
 * The campaign under a share lock: contributions may run side by side, but the owner's edit or
 * delete (which lock it for update) waits until this contribution is settled, and vice versa.
 */
export async function lockCampaignFacts(tx: Db, campaignId: string, mode: 'share' | 'update' = 'share') {
  if (!uuidPattern.test(campaignId)) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [campaign] = await tx
    .select({
      id: campaigns.id,
      title: campaigns.title,
      artistId: campaigns.artistId,
      deadline: campaigns.deadline,
      // A scalar subquery rather than a join, so the lock stays on the campaign row alone.
      public:
        sql<boolean>`(${campaigns.hiddenAt} is null and not exists (select 1 from ${users} where ${users.id} = ${campaigns.artistId} and ${users.suspendedAt} is not null))`.mapWith(
          Boolean,
        ),
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for(mode);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return campaign;
}

/**
 * The chain details of a crypto contribution. Token and receiving wallet always come from the
 * network and configuration: a client-sent value is ignored, so a tampered page can neither
 * point the record at another wallet nor mislabel the token.
 */
function cryptoFields(deps: ContributionDeps, body: ContributeBody) {
  if (body.paymentType === 'fiat') return null;
  const crypto = body.crypto;
  if (!crypto?.userWalletAddress) throw badRequest(WALLET_ADDRESS_MESSAGE, 'crypto.userWalletAddress');
  if (!isValidSenderAddress(crypto.network, crypto.userWalletAddress)) {
    throw badRequest(invalidAddressMessage(crypto.network), 'crypto.userWalletAddress');
  }
  return {
    network: crypto.network,
    token: networkTokens[crypto.network],
    platformWallet: deps.platformWallets[crypto.network],
    senderAddress: crypto.userWalletAddress,
    txHash: crypto.txHash ? txHashOf(crypto.network, crypto.txHash) : null,
  };
}

/** The canonical spelling of a sent hash; text that is no hash on that network is refused. */
function txHashOf(network: CryptoNetwork, sent: string): string {
  const hash = canonicalTxHash(network, sent);
  if (!hash) throw badRequest(invalidTxHashMessage(network), 'crypto.txHash');
  return hash;
}

type Made = { row: ContributionRow; name: string | null; mailTo: string | null };
type Created = { answer: IdempotentResult<ContributeResponse>; made?: Made };

async function insertContribution(
  deps: ContributionDeps,
  tx: Db,
  campaign: CampaignFacts,
  body: ContributeBody,
  caller: ContributionCaller,
): Promise<Made> {
  const chain = cryptoFields(deps, body);
  const amountCents = toCents(body.amount);
  const [account] = caller
    ? await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, caller.userId))
    : [];
  // The test provider confirms at once; a live one would be charged before this transaction.
  const charge = chain
    ? null
    : await deps.provider.charge({ amountCents, description: `Contribution to ${campaign.title}` });
  const [row] = await tx
    .insert(contributions)
    .values({
      campaignId: campaign.id,
      contributorUserId: account ? caller!.userId : null,
      // A signed-in contributor's receipt goes to the account; a guest's to the e-mail they gave.
      contributorEmail: account ? null : (body.email?.toLowerCase() ?? null),
      amountCents,
      note: body.note || null,
      paymentType: body.paymentType,
      ...(chain ?? {}),
      status: chain ? 'pending' : 'confirmed',
      providerReference: charge?.reference ?? null,
      confirmedAt: chain ? null : new Date(),
    })
    .returning();
  if (row!.status === 'confirmed') await notifyArtistOfPayment(tx, campaign, row!);
  return { row: row!, name: account?.name ?? null, mailTo: account?.email ?? row!.contributorEmail };
}

/**
 * POST /campaigns/{id}/contribute: a fiat contribution is charged and confirmed at once, a crypto
 * one waits (pending) for the artist. With an Idempotency-Key, a retry replays the first answer.
 * The answer carries the campaign re-read in the same transaction, so it includes this money.
 */
export async function contribute(
  deps: ContributionDeps,
  campaignId: string,
  body: ContributeBody,
  caller: ContributionCaller,
  idempotencyKey?: string,
  now = new Date(),
): Promise<IdempotentResult<ContributeResponse>> {
  let created: Created;
  try {
    created = await deps.db.transaction(async (tx): Promise<Created> => {
      const campaign = await lockCampaignFacts(tx, campaignId);
      const out: { made?: Made } = {};
      const run = async () => {
        // Between blocked people no contributions either: the note would reach the artist.
        await refuseIfBlocked(tx, caller?.userId ?? null, campaign.artistId, () =>
          notFound(CAMPAIGN_NOT_FOUND_MESSAGE),
        );
        if (!campaign.public) throw conflict(HIDDEN_CAMPAIGN_MESSAGE);
        if (campaign.deadline.getTime() <= now.getTime()) throw conflict(CAMPAIGN_ENDED_MESSAGE);
        const made = await insertContribution(deps, tx, campaign, body, caller);
        out.made = made;
        const response: ContributeResponse = {
          success: true,
          message: made.row.status === 'confirmed' ? CONTRIBUTION_FIAT_MESSAGE : CONTRIBUTION_PENDING_MESSAGE,
          data: {
            campaign: await getCampaign(tx, campaign.id, now),
            contribution: toContribution({ ...made.row, contributorName: made.name }),
          },
        };
        return { statusCode: 201, response };
      };
      const answer = idempotencyKey
        ? await withIdempotency(
            tx,
            `contribution:${campaign.id}`,
            idempotencyKey,
            // The caller is part of the request: another person's retry never gets this answer.
            hashRequest({ body, caller: caller?.userId ?? null }),
            run,
          )
        : { ...(await run()), replayed: false };
      return { answer, made: out.made };
    });
  } catch (err) {
    if (sqlState(err) === '23505' && sqlConstraint(err) === 'contributions_network_tx_hash_key') {
      throw conflict(TX_HASH_USED_MESSAGE);
    }
    throw err;
  }
  // Only the request that made the contribution sends its receipt; a replay sends nothing.
  if (created.made) {
    const { campaign } = created.answer.response.data;
    await mailReceipt(deps, created.made.mailTo, campaign, created.made.row);
  }
  return created.answer;
}
