import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { type CryptoNetwork, cryptoNetworks } from '#shared/crypto-networks.ts';

export const paymentTypes = ['fiat', 'crypto'] as const;
export type PaymentType = (typeof paymentTypes)[number];

import { hiddenColumns } from '#server/platform/db/hidden-columns.ts';
import { inList } from '#server/platform/db/in-list.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';
import { type ContributionStatus, contributionStatuses } from '#shared/campaign-rules.ts';

export type { ContributionStatus };

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    /** USD cents. */
    targetCents: bigint('target_cents', { mode: 'number' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...hiddenColumns(),
  },
  (t) => [
    index('campaigns_artist_idx').on(t.artistId),
    // The public list's order (newest first, then id) over the campaigns moderation left visible.
    index('campaigns_public_newest_idx').on(newestFirst(t.createdAt), t.id).where(sql`${t.hiddenAt} is null`),
    index('campaigns_deadline_idx').on(t.deadline),
    check('campaigns_target_check', sql`${t.targetCents} > 0`),
    check('campaigns_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Null for guests, who may leave an e-mail instead. */
    contributorUserId: uuid('contributor_user_id').references(() => users.id, { onDelete: 'set null' }),
    contributorEmail: text('contributor_email'),
    /** USD cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    note: text('note'),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    network: text('network').$type<CryptoNetwork>(),
    token: text('token'),
    senderAddress: text('sender_address'),
    platformWallet: text('platform_wallet'),
    txHash: text('tx_hash'),
    status: text('status').$type<ContributionStatus>().notNull().default('pending'),
    /** The payment provider's id for a fiat payment (test mode: 'test_…'). */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When it was rejected or refunded, and why. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
  },
  (t) => [
    index('contributions_campaign_idx').on(t.campaignId, t.status),
    index('contributions_contributor_idx').on(t.contributorUserId),
    // One on-chain transaction can back one contribution only (nulls stay distinct).
    unique('contributions_network_tx_hash_key').on(t.network, t.txHash),
    check('contributions_amount_check', sql`${t.amountCents} > 0`),
    check('contributions_payment_type_check', inList('payment_type', paymentTypes)),
    check('contributions_status_check', inList('status', contributionStatuses)),
    check('contributions_network_check', sql`network is null or ${inList('network', cryptoNetworks)}`),
    // One spelling per transaction (shared/crypto-tx-hash.ts), so the unique key above sees every
    // spelling of a hash as the same one.
    check(
      'contributions_tx_hash_canonical_check',
      sql`${t.txHash} is null
        or (${t.network} in ('polygon', 'bnb', 'xdc') and ${t.txHash} ~ '^0x[0-9a-f]{64}$')
        or (${t.network} = 'xrp' and ${t.txHash} ~ '^[0-9A-F]{64}$')
        or (${t.network} = 'solana' and ${t.txHash} ~ '^[1-9A-HJ-NP-Za-km-z]{64,88}$')`,
    ),
    // A crypto contribution must say where it came from; a fiat one carries no chain data.
    check(
      'contributions_crypto_fields_check',
      sql`(${t.paymentType} = 'crypto' and ${t.network} is not null and ${t.senderAddress} is not null)
        or (${t.paymentType} = 'fiat' and ${t.network} is null and ${t.txHash} is null)`,
    ),
  ],
);

/** News the artist posts on a campaign, shown under the fixed 'Campaign launched' entry. */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_updates_campaign_idx').on(t.campaignId, newestFirst(t.createdAt)),
    check('campaign_updates_body_check', sql`length(trim(${t.body})) > 0`),
  ],
);
