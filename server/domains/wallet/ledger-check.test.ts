import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPORTER_EMAIL, seedIfEmpty } from '#server/platform/db/seed/seed.ts';
import { sqlConstraint } from '#server/platform/errors.ts';
import { uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { accountIdFor } from './ledger.ts';
import { checkLedger } from './ledger-check.ts';
import { ledgerEntries, ledgerTransfers } from './tables.ts';
import { addresses, call, connect } from './wallet-test-kit.ts';

// The invariant check on real data: the seeded world, a run of top-ups and bridges, then
// deliberate damage that only raw SQL (with triggers switched off) can do.
describe('ledger invariant check', () => {
  let t: TestApp;
  let dataDir: string;
  let fan: TestUser;
  let operator: TestUser;
  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'easel-ledger-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    await seedIfEmpty(t.database, { uploadsDir: uploadsDirFor(t.config) });
    fan = await createTestUser(t.database);
    operator = await createTestUser(t.database, { role: 'admin' });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('passes on the freshly seeded database, which has the demo supporter’s transfers', async () => {
    const seeded = await exec(sql`select count(*)::int as n from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join users u on u.id = a.user_id
      where u.email = ${DEMO_SUPPORTER_EMAIL}`);
    expect(seeded.rows[0]).toEqual({ n: 2 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('passes after a series of top-ups, bridges, completions and refunds', async () => {
    const wallet = await connect(t, fan, 'solana', addresses.solana);
    for (const amount of [100, 0.01, 2500.5]) await call(t, 'POST', '/wallet/topup', fan, { amount });
    const ids: string[] = [];
    for (const amount of [10, 20.25, 30]) {
      ids.push((await call(t, 'POST', '/bridge/initiate', fan, { walletId: wallet, amount })).json().data.id);
    }
    await call(t, 'POST', `/bridge/${ids[0]}/complete`, operator);
    await call(t, 'POST', `/bridge/${ids[1]}/fail`, operator, { reason: 'Chain congested' });
    expect((await call(t, 'GET', `/wallet/balance/${fan.id}`, fan)).json().data.balance).toBe(2560.51);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses, in the database itself, an entry that would take a user below zero', async () => {
    const poor = await createTestUser(t.database);
    const account = await accountIdFor(t.database.db, { userId: poor.id });
    const issuance = await accountIdFor(t.database.db, { system: 'issuance' });
    const err = await t.database.db
      .transaction(async (tx) => {
        const [transfer] = await tx
          .insert(ledgerTransfers)
          .values({ kind: 'adjustment', memo: 'overdraft' })
          .returning();
        await tx.insert(ledgerEntries).values([
          { transferId: transfer!.id, accountId: account, amount: -1 },
          { transferId: transfer!.id, accountId: issuance, amount: 1 },
        ]);
      })
      .catch((e: unknown) => e);
    expect(sqlConstraint(err)).toBe('ledger_accounts_user_nonnegative');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('reports each kind of damage done behind the triggers’ back', async () => {
    const account = await accountIdFor(t.database.db, { userId: fan.id });
    const broke = await accountIdFor(t.database.db, { userId: (await createTestUser(t.database)).id });
    await exec(sql`update ledger_accounts set balance = balance + 7 where id = ${account}`);
    await t.database.db.transaction(async (tx) => {
      // Replica mode skips triggers and foreign keys: the only way to write what the schema forbids.
      await tx.execute(sql`set local session_replication_role = replica`);
      const [lonely] = await tx
        .insert(ledgerTransfers)
        .values({ kind: 'adjustment', memo: 'one-sided' })
        .returning();
      await tx.insert(ledgerEntries).values({ transferId: lonely!.id, accountId: account, amount: 5 });
      await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount)
        values (gen_random_uuid(), ${broke}, -3)`);
    });
    const rules = new Set((await checkLedger(t.database.db)).map((v) => v.rule));
    expect([...rules].sort()).toEqual([
      'balance checkpoint differs from the sum of its entries',
      'entry without its transfer or account',
      'transfer does not sum to zero over at least two entries',
      'user balance is negative',
    ]);
  });
});
