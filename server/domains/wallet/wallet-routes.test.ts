import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { TOPUP_MAX_MESSAGE } from '#shared/schemas/wallet.ts';
import { checkLedger } from './ledger-check.ts';
import { call, fund, refusal } from './wallet-test-kit.ts';

describe('wallet summary, balance and top-up', () => {
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await createTestUser(t.database, { name: 'Ana Lopes' });
    ben = await createTestUser(t.database, { name: 'Ben Ito' });
  });
  afterAll(async () => t.close());

  it('shows an empty wallet of zero MACS before anything happened', async () => {
    const res = await call(t, 'GET', '/wallet', ben);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        userId: ben.id,
        balance: 0,
        currency: 'MACS',
        paymentMode: 'test',
        wallets: [],
        recentTransactions: [],
      },
    });
  });

  it('tops up in test mode: balance and history follow, and the ledger stays whole', async () => {
    const res = await call(t, 'POST', '/wallet/topup', ana, { amount: 25.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Added 25.50 MACS (test mode).',
      data: {
        balance: 25.5,
        transaction: {
          type: 'topup',
          description: 'Test-mode top-up',
          counterparty: 'Test-mode top-up',
          amount: 25.5,
        },
      },
    });
    const wallet = (await call(t, 'GET', '/wallet', ana)).json();
    expect(wallet.data.balance).toBe(25.5);
    expect(wallet.data.recentTransactions).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('replays a retried top-up with the same Idempotency-Key and issues MACS once', async () => {
    const headers = { 'idempotency-key': 'topup-retry-1' };
    const first = await call(t, 'POST', '/wallet/topup', ben, { amount: 10 }, headers);
    const again = await call(t, 'POST', '/wallet/topup', ben, { amount: 10 }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await call(t, 'GET', `/wallet/balance/${ben.id}`, ben)).json().data.balance).toBe(10);
  });

  it('refuses bad amounts with the field message and changes nothing', async () => {
    const before = await t.snapshot();
    for (const [amount, message] of [
      [0, 'Please enter a valid top-up amount'],
      [10_000.01, TOPUP_MAX_MESSAGE],
      // Far over the top-up's ceiling is told of that ceiling, not of the general one for prices.
      [1e9, TOPUP_MAX_MESSAGE],
      [1.234, 'Amounts have at most two decimals'],
      ['ten', 'Please enter a valid top-up amount'],
    ] as const) {
      const res = await call(t, 'POST', '/wallet/topup', ana, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message, 'VALIDATION_FAILED'));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('asks a signed-out caller to sign in on every wallet route, writing nothing', async () => {
    const before = await t.snapshot();
    for (const [method, url, body] of [
      ['GET', '/wallet', undefined],
      ['GET', '/wallet/transactions', undefined],
      ['GET', '/wallet/balance-history', undefined],
      ['GET', `/wallet/balance/${ana.id}`, undefined],
      ['POST', '/wallet/topup', { amount: 5 }],
    ] as const) {
      const res = await call(t, method, url, null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refusal('Please sign in to continue', 'UNAUTHENTICATED'));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it("answers 403 for another person's balance, whether or not that person exists", async () => {
    for (const id of [ben.id, randomUUID(), 'not-an-id']) {
      const res = await call(t, 'GET', `/wallet/balance/${id}`, ana);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal('You can only view your own balance', 'FORBIDDEN'));
    }
  });

  it('pages the history newest first with the counterparty by name, never by e-mail', async () => {
    const cy = await createTestUser(t.database, { name: 'Cy Park' });
    await fund(t, cy.id, 3);
    await call(t, 'POST', '/wallet/topup', cy, { amount: 1 });
    await call(t, 'POST', '/wallet/topup', cy, { amount: 2 });
    const first = (await call(t, 'GET', '/wallet/transactions?page=1&pageSize=2', cy)).json();
    expect(first).toMatchObject({ success: true, page: 1, pageSize: 2, total: 3 });
    expect(first.data.map((r: { amount: number }) => r.amount)).toEqual([2, 1]);
    const second = (await call(t, 'GET', '/wallet/transactions?page=2&pageSize=2', cy)).json();
    expect(second.data.map((r: { amount: number }) => r.amount)).toEqual([3]);
    const clamped = (await call(t, 'GET', '/wallet/transactions?page=0&pageSize=5000', cy)).json();
    expect(clamped).toMatchObject({ page: 1, pageSize: 100, total: 3 });
    const bad = await call(t, 'GET', '/wallet/transactions?pageSize=many', cy);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('Page size must be a whole number', 'VALIDATION_FAILED'));
    expect(JSON.stringify(first)).not.toContain('@');
  });

  it('gives one end-of-day balance per day, ending with today’s balance', async () => {
    const res = await call(t, 'GET', '/wallet/balance-history?days=30', ana);
    expect(res.statusCode).toBe(200);
    const days = res.json().data as { date: string; balance: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), balance: 25.5 });
    expect(days[0]!.balance).toBe(0);
    const bad = await call(t, 'GET', '/wallet/balance-history?days=7', ana);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('Days must be a whole number from 30 to 365', 'VALIDATION_FAILED'));
  });
});
