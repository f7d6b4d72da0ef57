import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { accountIdFor } from './ledger.ts';
import { ledgerEntries, ledgerTransfers } from './tables.ts';
import { call } from './wallet-test-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// History dated in the past, written the way the seed writes it (postTransfer stamps "now").
describe('balance history', () => {
  let t: TestApp;
  let fan: TestUser;
  let artist: TestUser;

  /** One balanced transfer in one transaction: the balance trigger is deferred to commit. */
  function transferAt(from: string, to: string, minor: number, at: Date, memo: string) {
    return t.database.db.transaction(async (tx) => {
      const [transfer] = await tx
        .insert(ledgerTransfers)
        .values({ kind: 'purchase', memo, createdAt: at })
        .returning();
      await tx.insert(ledgerEntries).values([
        { transferId: transfer!.id, accountId: from, amount: -minor, createdAt: at },
        { transferId: transfer!.id, accountId: to, amount: minor, createdAt: at },
      ]);
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createTestUser(t.database, { name: 'Fran Fan' });
    artist = await createTestUser(t.database, { name: 'Ari Artist', email: 'ari@example.com' });
    const issuance = await accountIdFor(t.database.db, { system: 'issuance' });
    const fanAccount = await accountIdFor(t.database.db, { userId: fan.id });
    const artistAccount = await accountIdFor(t.database.db, { userId: artist.id });
    await transferAt(issuance, fanAccount, 50_000, daysAgo(100), 'Test-mode top-up');
    await transferAt(fanAccount, artistAccount, 12_000, daysAgo(10), 'Purchase: Blue Bowl');
    await transferAt(fanAccount, artistAccount, 3_000, daysAgo(2), 'Purchase: Small Cup');
  });
  afterAll(async () => t.close());

  it('carries the balance from before the window and steps on the days things happened', async () => {
    const days = (await call(t, 'GET', '/wallet/balance-history?days=30', fan)).json().data as {
      date: string;
      balance: number;
    }[];
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: isoDay(daysAgo(29)), balance: 500 });
    const on = (n: number) => days.find((d) => d.date === isoDay(daysAgo(n)))?.balance;
    expect([on(11), on(10), on(3), on(2), on(0)]).toEqual([500, 380, 380, 350, 350]);
    const year = (await call(t, 'GET', '/wallet/balance-history?days=365', fan)).json().data;
    expect(year).toHaveLength(365);
    expect(year[0].balance).toBe(0);
  });

  it('names the other person by display name on both sides, never by e-mail', async () => {
    const fanRows = (await call(t, 'GET', '/wallet/transactions', fan)).json().data;
    expect(fanRows.map((r: { counterparty: string; amount: number }) => [r.counterparty, r.amount])).toEqual([
      ['Ari Artist', -30],
      ['Ari Artist', -120],
      ['Test-mode top-up', 500],
    ]);
    const artistRows = (await call(t, 'GET', '/wallet/transactions', artist)).json().data;
    expect(artistRows[0]).toMatchObject({
      counterparty: 'Fran Fan',
      amount: 30,
      description: 'Purchase: Small Cup',
    });
    expect(JSON.stringify(fanRows)).not.toContain('ari@example.com');
  });
});
