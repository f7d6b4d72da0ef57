import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, sqlConstraint } from '#server/platform/errors.ts';
import { type LedgerTransferKind, ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables.ts';

/**
 * The one way MACS move (DESIGN.md rule 5). Every purchase, payment, refund, top-up and bridge
 * request calls `postTransfer` inside its own transaction; nothing else writes ledger rows.
 */

/** Named system accounts that balance the books. `issuance` goes negative by design. */
export const systemAccountCodes = ['issuance', 'fees', 'escrow', 'bridged_out', 'booking_escrow'] as const;
export type SystemAccountCode = (typeof systemAccountCodes)[number];

/** A side of a transfer: a user's own account or a named system account. */
export type AccountRef = { userId: string } | { system: SystemAccountCode };

export const INSUFFICIENT_FUNDS_MESSAGE = 'Insufficient MACS balance. Top up your wallet to continue.';

export type TransferRequest = {
  kind: LedgerTransferKind;
  memo: string;
  /** MACS hundredths, a positive integer, moved from `from` to `to`. */
  amount: number;
  from: AccountRef;
  to: AccountRef;
  /** A retry with the same key finds the first transfer instead of moving MACS twice. */
  idempotencyKey?: string;
};

export type TransferResult = { transferId: string; replayed: boolean };

/** The ledger account of a user or a system code, created on first use (safe under races). */
export async function accountIdFor(tx: Db, ref: AccountRef): Promise<string> {
  const values =
    'userId' in ref
      ? { kind: 'user' as const, userId: ref.userId }
      : { kind: 'system' as const, code: ref.system };
  const [created] = await tx
    .insert(ledgerAccounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [found] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where('userId' in ref ? eq(ledgerAccounts.userId, ref.userId) : eq(ledgerAccounts.code, ref.system));
  if (!found) throw new Error('Ledger account vanished while being created');
  return found.id;
}

/** A user's balance in MACS hundredths (0 without an account). */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Moves `amount` from one account to another as one balanced transfer, inside the caller's
 * transaction. The debited user account is row-locked and checked first so the caller gets a
 * clear 409; the database CHECK on the balance checkpoint is the guard behind it.
 */
export async function postTransfer(tx: Db, request: TransferRequest): Promise<TransferResult> {
  const { amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`A transfer needs a positive integer amount, got ${amount}`);
  }
  const fromId = await accountIdFor(tx, request.from);
  const toId = await accountIdFor(tx, request.to);
  if (fromId === toId) throw new Error('A transfer needs two different accounts');

  const [transfer] = await tx
    .insert(ledgerTransfers)
    .values({ kind: request.kind, memo: request.memo, idempotencyKey: request.idempotencyKey ?? null })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (!transfer) {
    // Only an idempotency key can conflict: the first transfer with it has committed.
    const [first] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey ?? ''));
    if (!first) throw new Error('Ledger transfer conflict without an idempotency key');
    return { transferId: first.id, replayed: true };
  }

  // Lock both accounts in id order, so two transfers between the same pair never deadlock.
  const locked = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [fromId, toId]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const payer = locked.find((a) => a.id === fromId);
  if (payer?.kind === 'user' && payer.balance < amount) {
    throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE, 409);
  }

  try {
    await tx.insert(ledgerEntries).values([
      { transferId: transfer.id, accountId: fromId, amount: -amount },
      { transferId: transfer.id, accountId: toId, amount },
    ]);
  } catch (err) {
    if (sqlConstraint(err) === 'ledger_accounts_user_nonnegative') {
      throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE, 409);
    }
    throw err;
  }
  return { transferId: transfer.id, replayed: false };
}
