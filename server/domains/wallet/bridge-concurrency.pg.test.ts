import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { balanceOf } from './ledger.ts';
import { checkLedger } from './ledger-check.ts';
import { addresses, call, connect, fund } from './wallet-test-kit.ts';

// Real PostgreSQL only: PGlite has one connection, so these requests could never overlap there.
describe('concurrent bridge requests on PostgreSQL', () => {
  let t: TestApp;
  let fan: TestUser;
  let wallet: string;

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createTestUser(t.database);
    wallet = await connect(t, fan, 'xrp', addresses.xrp);
    await fund(t, fan.id, 95);
  });
  afterAll(async () => t.close());

  it('lets exactly the affordable number through; the rest hear 409 and the balance never dips below zero', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, 'POST', '/bridge/initiate', fan, { walletId: wallet, amount: 10 }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(9);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    }
    expect(await balanceOf(t.database.db, fan.id)).toBe(500);
    expect((await call(t, 'GET', '/bridge', fan)).json().data).toHaveLength(9);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('settles a request once when two operators press at the same moment', async () => {
    const operators = [
      await createTestUser(t.database, { role: 'admin' }),
      await createTestUser(t.database, { role: 'admin' }),
    ];
    const [first] = (await call(t, 'GET', '/bridge', fan)).json().data;
    const answers = await Promise.all([
      call(t, 'POST', `/bridge/${first.id}/complete`, operators[0]!),
      call(t, 'POST', `/bridge/${first.id}/fail`, operators[1]!, { reason: 'Chain down' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
