import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { inList } from '#server/platform/db/in-list.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';
import { type CryptoNetwork, cryptoNetworks } from '#shared/crypto-networks.ts';

export const ledgerAccountKinds = ['user', 'system'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
/** Why MACS moved; extend with a migration when a new flow appears. */
export const ledgerTransferKinds = [
  'topup',
  'purchase',
  'payment',
  'refund',
  'bridge_out',
  'bridge_in',
  'bridge_settle',
  'adjustment',
  // Paid sessions (decision 020): client → booking escrow, then escrow → artist or → client.
  'booking_hold',
  'booking_release',
  'booking_refund',
] as const;
export type LedgerTransferKind = (typeof ledgerTransferKinds)[number];

/** One account per user, plus named system accounts ('issuance', …) that balance the books. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id),
    code: text('code').unique(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /**
     * A checkpoint of the sum of this account's entries, kept by a trigger on every entry insert
     * (migration 0008). The trigger's UPDATE row-locks the account, so concurrent debits queue,
     * and the CHECK below refuses any that would take a user below zero. `npm run check:ledger`
     * proves it equals the sum of the entries.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_check', inList('kind', ledgerAccountKinds)),
    check('ledger_accounts_user_nonnegative', sql`${t.kind} <> 'user' or ${t.balance} >= 0`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.kind} = 'user' and ${t.userId} is not null and ${t.code} is null)
        or (${t.kind} = 'system' and ${t.userId} is null and ${t.code} is not null)`,
    ),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerTransferKind>().notNull(),
    memo: text('memo'),
    /** A retried request with the same key finds the first transfer instead of paying twice. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_created_idx').on(t.createdAt),
    check('ledger_transfers_kind_check', inList('kind', ledgerTransferKinds)),
  ],
);

/** Append-only; MACS hundredths, credit positive and debit negative; each transfer sums to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

export const connectedWallets = pgTable(
  'connected_wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').$type<CryptoNetwork>().notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('connected_wallets_user_network_address_key').on(t.userId, t.network, t.address),
    check('connected_wallets_network_check', inList('network', cryptoNetworks)),
  ],
);

export const bridgeStatuses = ['pending', 'completed', 'failed'] as const;
export type BridgeStatus = (typeof bridgeStatuses)[number];

/**
 * MACS moving out to a connected external address. Initiating debits the user into the bridge
 * escrow account ('bridge_out'); an operator marks it completed (escrow to the bridged-out system
 * account, 'bridge_settle') or failed (escrow back to the user, 'refund').
 */
export const bridgeRequests = pgTable(
  'bridge_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copied from the connected wallet, so removing the wallet later keeps the record whole. */
    network: text('network').$type<CryptoNetwork>().notNull(),
    address: text('address').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<BridgeStatus>().notNull().default('pending'),
    transferId: uuid('transfer_id')
      .notNull()
      .unique()
      .references(() => ledgerTransfers.id),
    settleTransferId: uuid('settle_transfer_id')
      .unique()
      .references(() => ledgerTransfers.id),
    failureReason: text('failure_reason'),
    /** The payout's transaction on the network, in its canonical spelling (shared/crypto-tx-hash.ts). */
    payoutTxHash: text('payout_tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bridge_requests_user_created_idx').on(t.userId, newestFirst(t.createdAt)),
    check('bridge_requests_status_check', inList('status', bridgeStatuses)),
    check('bridge_requests_network_check', inList('network', cryptoNetworks)),
    check('bridge_requests_amount_check', sql`${t.amount} > 0`),
    check('bridge_requests_settled_check', sql`(${t.status} = 'pending') = (${t.settleTransferId} is null)`),
  ],
);
