import type { z } from 'zod';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden } from '#server/platform/errors.ts';
import {
  hashRequest,
  type IdempotentResult,
  withIdempotency,
} from '#server/platform/idempotency/idempotency.ts';
import type { PaymentProvider } from '#server/platform/payments/payment-provider.ts';
import { fromMacsMinor, toMacsMinor } from '#shared/schemas/media.ts';
import {
  BALANCE_OWN_ONLY_MESSAGE,
  formatMacs,
  TOPUP_MEMO,
  type TopupBody,
  type topupResponseSchema,
  type Wallet,
} from '#shared/schemas/wallet.ts';
import { listConnectedWallets } from './connected-wallets.ts';
import { balanceOf, postTransfer } from './ledger.ts';
import { recentTransactions, transactionOf } from './wallet-history.ts';

export type TopupResponse = z.infer<typeof topupResponseSchema>;
export type WalletDeps = { db: Db; provider: PaymentProvider };

/** GET /wallet: balance, connected wallets and the latest transactions of the caller. */
export async function getWallet(deps: WalletDeps, userId: string): Promise<Wallet> {
  const { db } = deps;
  return {
    userId,
    balance: fromMacsMinor(await balanceOf(db, userId)),
    currency: 'MACS',
    paymentMode: deps.provider.mode,
    wallets: await listConnectedWallets(db, userId),
    recentTransactions: await recentTransactions(db, userId),
  };
}

/** GET /wallet/balance/{id}: one's own only; any other id answers the same 403, existing or not. */
export async function getBalance(db: Db, caller: AuthContext, userId: string) {
  if (userId !== caller.userId) throw forbidden(BALANCE_OWN_ONLY_MESSAGE);
  return { userId, balance: fromMacsMinor(await balanceOf(db, userId)), currency: 'MACS' as const };
}

/**
 * POST /wallet/topup: charges through the payment provider (the built-in one is the labelled test
 * mode and confirms at once), then issues the MACS through the ledger. With an Idempotency-Key, a
 * retry replays the first answer and neither charges nor issues again.
 */
export async function topUp(
  deps: WalletDeps,
  userId: string,
  body: TopupBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<TopupResponse>> {
  return deps.db.transaction(async (tx) => {
    const run = async () => {
      const amount = toMacsMinor(body.amount);
      // Test mode prices one MACS at one US dollar; a live provider would set its own rate.
      await deps.provider.charge({
        amountCents: amount,
        description: `Easel MACS top-up (${amount / 100} MACS)`,
      });
      const memo = deps.provider.mode === 'test' ? TOPUP_MEMO : 'Top-up';
      const { transferId } = await postTransfer(tx, {
        kind: 'topup',
        memo,
        amount,
        from: { system: 'issuance' },
        to: { userId },
        ...(idempotencyKey ? { idempotencyKey: `topup:${userId}:${idempotencyKey}` } : {}),
      });
      const response: TopupResponse = {
        success: true,
        message: `Added ${formatMacs(amount)}${deps.provider.mode === 'test' ? ' (test mode)' : ''}.`,
        data: {
          balance: fromMacsMinor(await balanceOf(tx, userId)),
          transaction: await transactionOf(tx, userId, transferId),
        },
      };
      return { statusCode: 201, response };
    };
    return idempotencyKey
      ? withIdempotency(tx, `wallet-topup:${userId}`, idempotencyKey, hashRequest({ body, userId }), run)
      : { ...(await run()), replayed: false };
  });
}
