import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { sqlState } from '#server/platform/errors.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createTestUser } from '#server/test/users.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables.ts';

// The database itself keeps the books balanced, whatever a service does.
describe('MACS ledger invariants', () => {
  let database: Database;
  let userAccount: string;
  let issuance: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const user = await createTestUser(database);
    const rows = await database.db
      .insert(ledgerAccounts)
      .values([
        { kind: 'user', userId: user.id },
        { kind: 'system', code: 'issuance' },
      ])
      .returning();
    userAccount = rows[0]!.id;
    issuance = rows[1]!.id;
  });
  afterAll(async () => database.close());

  // A deferred check fails at COMMIT, where the driver error arrives unwrapped; sqlState reads both.
  const expectCheckViolation = async (work: Promise<unknown>) => {
    const err = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(err)).toBe('23514');
  };

  const countTransfers = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers))[0]!.n;

  it('commits a transfer whose entries sum to zero', async () => {
    await database.db.transaction(async (tx) => {
      const [t] = await tx
        .insert(ledgerTransfers)
        .values({ kind: 'topup', idempotencyKey: 'ok-1' })
        .returning();
      await tx.insert(ledgerEntries).values([
        { transferId: t!.id, accountId: issuance, amount: -5000 },
        { transferId: t!.id, accountId: userAccount, amount: 5000 },
      ]);
    });
    const rows = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, userAccount));
    expect(rows.map((r) => r.amount)).toEqual([5000]);
  });

  it('refuses at commit a transfer that does not balance, keeping nothing', async () => {
    const before = await countTransfers();
    await expectCheckViolation(
      database.db.transaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransfers).values({ kind: 'topup' }).returning();
        await tx.insert(ledgerEntries).values([
          { transferId: t!.id, accountId: issuance, amount: -5000 },
          { transferId: t!.id, accountId: userAccount, amount: 4000 },
        ]);
      }),
    );
    expect(await countTransfers()).toBe(before);
  });

  it('refuses a transfer without entries', async () => {
    await expectCheckViolation(database.db.insert(ledgerTransfers).values({ kind: 'topup' }));
  });

  it('refuses editing or deleting an entry', async () => {
    await expect(
      database.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.accountId, userAccount)),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      database.db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, userAccount)),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  it('refuses an account that is both a user and a system account', async () => {
    const other = await createTestUser(database);
    await expect(
      database.db.insert(ledgerAccounts).values({ kind: 'user', userId: other.id, code: 'fees' }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
