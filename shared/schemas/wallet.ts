import { z } from 'zod';
import { WALLET_ADDRESS_MESSAGE } from '#shared/campaign-messages.ts';
import { cryptoNetworks } from '#shared/crypto-networks.ts';
import { numberQuery } from '#shared/schemas/bounds.ts';
import { macsAmountSchema } from './macs-amount.ts';

export { formatMacs } from '#shared/macs.ts';

/** A single test-mode top-up is capped, so a typo cannot mint a fortune. */
export const TOPUP_MAX_MACS = 10_000;
export const TOPUP_AMOUNT_MESSAGE = 'Please enter a valid top-up amount';
export const TOPUP_MAX_MESSAGE = `A single top-up can be at most ${TOPUP_MAX_MACS.toLocaleString('en-US')} MACS`;
export const TOPUP_MEMO = 'Test-mode top-up';
export const BRIDGE_AMOUNT_MESSAGE = 'Please enter a valid bridge amount';
export const BRIDGE_WALLET_MESSAGE = 'Please choose a connected wallet';
export const BRIDGE_REASON_MESSAGE = 'Please give a reason of at most 500 characters';
export const WALLET_NOT_FOUND_MESSAGE = 'Connected wallet not found';
export const WALLET_DUPLICATE_MESSAGE = 'This wallet address is already connected';
export const WALLET_LIMIT = 20;
export const WALLET_LIMIT_MESSAGE = `You can connect at most ${WALLET_LIMIT} wallets`;
export const WALLET_REMOVED_MESSAGE = 'Wallet removed';
export const BALANCE_OWN_ONLY_MESSAGE = 'You can only view your own balance';
export const BRIDGE_NOT_FOUND_MESSAGE = 'Bridge request not found';
export const BRIDGE_PENDING_MESSAGE =
  'Bridge request received. It stays pending until an operator completes it.';
export const bridgeNotPendingMessage = (status: string) => `This bridge request is already ${status}`;

export const topupSchema = z.object({
  amount: macsAmountSchema(TOPUP_AMOUNT_MESSAGE, { max: TOPUP_MAX_MACS, tooBig: TOPUP_MAX_MESSAGE }),
});
export type TopupBody = z.infer<typeof topupSchema>;

export const connectWalletSchema = z.object({
  network: z.enum(cryptoNetworks, { error: `Network must be one of ${cryptoNetworks.join(', ')}` }),
  address: z
    .string({ error: WALLET_ADDRESS_MESSAGE })
    .trim()
    .min(1, WALLET_ADDRESS_MESSAGE)
    .max(200, 'Wallet addresses are at most 200 characters'),
});
export type ConnectWalletBody = z.infer<typeof connectWalletSchema>;

export const bridgeInitiateSchema = z.object({
  walletId: z.uuid({ error: BRIDGE_WALLET_MESSAGE }),
  amount: macsAmountSchema(BRIDGE_AMOUNT_MESSAGE),
});
export type BridgeInitiateBody = z.infer<typeof bridgeInitiateSchema>;

export const bridgeFailSchema = z.object({
  reason: z
    .string({ error: BRIDGE_REASON_MESSAGE })
    .trim()
    .min(1, BRIDGE_REASON_MESSAGE)
    .max(500, BRIDGE_REASON_MESSAGE),
});

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Id must be a UUID' }) });
export const walletIdParamsSchema = z.object({ walletId: z.uuid({ error: 'Wallet id must be a UUID' }) });

/** Out-of-range paging is clamped rather than refused, as for notifications. */
export const transactionsQuerySchema = z.object({
  page: numberQuery('Page must be a whole number', (n) => n.int('Page must be a whole number'))
    .default(1)
    .transform((n) => Math.min(100_000, Math.max(1, n))),
  pageSize: numberQuery('Page size must be a whole number', (n) => n.int('Page size must be a whole number'))
    .default(10)
    .transform((n) => Math.min(100, Math.max(1, n))),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const balanceHistoryQuerySchema = z.object({
  days: numberQuery('Days must be a whole number from 30 to 365', (n) =>
    n
      .int('Days must be a whole number from 30 to 365')
      .min(30, 'Days must be a whole number from 30 to 365')
      .max(365, 'Days must be a whole number from 30 to 365'),
  ).default(30),
});

export const walletTransactionSchema = z.object({
  id: z.uuid(),
  /** The ledger transfer kind: topup, purchase, payment, refund, bridge_out, … */
  type: z.string(),
  description: z.string(),
  /** The other side: a person's display name, or 'Easel', 'Test-mode top-up', 'Bridge'. */
  counterparty: z.string(),
  /** Signed MACS decimal: credits positive, debits negative. */
  amount: z.number(),
  createdAt: z.iso.datetime(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const connectedWalletSchema = z.object({
  id: z.uuid(),
  network: z.enum(cryptoNetworks),
  address: z.string(),
  createdAt: z.iso.datetime(),
});
export type ConnectedWallet = z.infer<typeof connectedWalletSchema>;

export const walletSchema = z.object({
  userId: z.uuid(),
  /** MACS decimal. */
  balance: z.number(),
  currency: z.literal('MACS'),
  paymentMode: z.enum(['test', 'live']),
  wallets: z.array(connectedWalletSchema),
  recentTransactions: z.array(walletTransactionSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletResponseSchema = z.object({ success: z.literal(true), data: walletSchema });
export const balanceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ userId: z.uuid(), balance: z.number(), currency: z.literal('MACS') }),
});
export const transactionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(walletTransactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TransactionsPage = z.infer<typeof transactionsResponseSchema>;

export const balanceHistoryResponseSchema = z.object({
  success: z.literal(true),
  /** End-of-day balances (UTC days), oldest first, MACS decimals. */
  data: z.array(z.object({ date: z.string(), balance: z.number() })),
});
export type BalanceHistory = z.infer<typeof balanceHistoryResponseSchema>['data'];

export const topupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ balance: z.number(), transaction: walletTransactionSchema }),
});
export const connectWalletResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: connectedWalletSchema,
});
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const bridgeStatusSchema = z.enum(['pending', 'completed', 'failed']);
export const bridgeRequestSchema = z.object({
  id: z.uuid(),
  network: z.enum(cryptoNetworks),
  address: z.string(),
  /** MACS decimal. */
  amount: z.number(),
  status: bridgeStatusSchema,
  failureReason: z.string().nullable(),
  /** The payout's transaction once an operator completed it with one, and its explorer page. */
  payoutTxHash: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BridgeRequest = z.infer<typeof bridgeRequestSchema>;
export const bridgeRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: bridgeRequestSchema,
});
export const bridgeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bridgeRequestSchema),
});

/** Session payments in escrow, MACS decimals (decision 020): amounts still held, paid out, given back. */
export const escrowTotalsSchema = z.object({
  held: z.number().nonnegative(),
  released: z.number().nonnegative(),
  refunded: z.number().nonnegative(),
});
export type EscrowTotals = z.infer<typeof escrowTotalsSchema>;

/**
 * GET /wallet/escrow: the caller's paid sessions both ways. As a client: MACS they paid that are
 * held, went to artists, or came back. As an artist: MACS held for them, paid to them, refunded.
 */
export const walletEscrowSchema = z.object({ asClient: escrowTotalsSchema, asArtist: escrowTotalsSchema });
export type WalletEscrow = z.infer<typeof walletEscrowSchema>;
export const walletEscrowResponseSchema = z.object({ success: z.literal(true), data: walletEscrowSchema });
