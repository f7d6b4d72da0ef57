import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { AppError, sqlConstraint } from '#server/platform/errors.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createTestUser } from '#server/test/users.ts';
import { accountIdFor, balanceOf, INSUFFICIENT_FUNDS_MESSAGE, postTransfer } from './ledger.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables.ts';

// The one ledger service: balances move with every entry, a user never goes below zero, a retried
// key never pays twice.
describe('ledger service', () => {
  let database: Database;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    alice = (await createTestUser(database)).id;
    bob = (await createTestUser(database)).id;
  });
  afterAll(async () => database.close());

  const topUp = (userId: string, amount: number, idempotencyKey?: string) =>
    database.db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'topup',
        memo: 'Test-mode top-up',
        amount,
        from: { system: 'issuance' },
        to: { userId },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    );
  const countEntries = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;

  it('moves MACS between accounts and keeps each balance checkpoint equal to its entries', async () => {
    await topUp(alice, 10_000);
    await database.db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'purchase',
        memo: 'Print',
        amount: 2_550,
        from: { userId: alice },
        to: { userId: bob },
      }),
    );
    expect(await balanceOf(database.db, alice)).toBe(7_450);
    expect(await balanceOf(database.db, bob)).toBe(2_550);
    const sums = await database.db.execute<{ same: boolean }>(
      sql`select bool_and(a.balance = coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)) as same from ledger_accounts a`,
    );
    expect(sums.rows[0]?.same).toBe(true);
  });

  it('answers a retried idempotency key with the first transfer and moves nothing more', async () => {
    const first = await topUp(bob, 1_000, 'ledger-core:retry');
    const again = await topUp(bob, 1_000, 'ledger-core:retry');
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await balanceOf(database.db, bob)).toBe(3_550);
  });

  it('refuses a debit beyond the balance with a clear 409 and writes nothing', async () => {
    const entriesBefore = await countEntries();
    const err = await database.db
      .transaction((tx) =>
        postTransfer(tx, {
          kind: 'purchase',
          memo: 'Too dear',
          amount: 7_451,
          from: { userId: alice },
          to: { userId: bob },
        }),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 409,
      message: INSUFFICIENT_FUNDS_MESSAGE,
    });
    expect(await countEntries()).toBe(entriesBefore);
    expect(await balanceOf(database.db, alice)).toBe(7_450);
  });

  it('is guarded by the database too: raw entries that overdraw a user fail the transaction', async () => {
    const aliceAccount = await accountIdFor(database.db, { userId: alice });
    const issuance = await accountIdFor(database.db, { system: 'issuance' });
    const err = await database.db
      .transaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransfers).values({ kind: 'adjustment' }).returning();
        await tx.insert(ledgerEntries).values([
          { transferId: t!.id, accountId: aliceAccount, amount: -999_999 },
          { transferId: t!.id, accountId: issuance, amount: 999_999 },
        ]);
      })
      .catch((e: unknown) => e);
    expect(sqlConstraint(err)).toBe('ledger_accounts_user_nonnegative');
    const [row] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, aliceAccount));
    expect(row?.balance).toBe(7_450);
  });

  it('lets the issuance account go negative, since every MACS starts there', async () => {
    expect(
      (await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'issuance')))[0]
        ?.balance,
    ).toBe(-11_000);
  });
});
