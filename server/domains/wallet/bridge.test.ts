import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/domains/notifications/tables.ts';
import { OPERATORS_ONLY_MESSAGE } from '#server/platform/auth-guard.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { BRIDGE_PENDING_MESSAGE } from '#shared/schemas/wallet.ts';
import { INSUFFICIENT_FUNDS_MESSAGE } from './ledger.ts';
import { checkLedger } from './ledger-check.ts';
import { addresses, call, connect, fund, refusal } from './wallet-test-kit.ts';

describe('bridge requests', () => {
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  let operator: TestUser;
  let anaWallet: string;
  let benWallet: string;
  const balance = async (user: TestUser) =>
    (await call(t, 'GET', `/wallet/balance/${user.id}`, user)).json().data.balance as number;
  const initiate = (user: TestUser | null, body: unknown, headers?: Record<string, string>) =>
    call(t, 'POST', '/bridge/initiate', user, body, headers);

  beforeAll(async () => {
    t = await createTestApp();
    ana = await createTestUser(t.database);
    ben = await createTestUser(t.database);
    operator = await createTestUser(t.database, { role: 'admin' });
    anaWallet = await connect(t, ana, 'polygon', addresses.polygon);
    benWallet = await connect(t, ben, 'xrp', addresses.xrp);
    await fund(t, ana.id, 100);
  });
  afterAll(async () => t.close());

  it('debits into escrow and records a pending request with the wallet copied', async () => {
    const res = await initiate(ana, { walletId: anaWallet, amount: 40 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: BRIDGE_PENDING_MESSAGE,
      data: {
        network: 'polygon',
        address: addresses.polygon,
        amount: 40,
        status: 'pending',
        failureReason: null,
      },
    });
    expect(await balance(ana)).toBe(60);
    const list = (await call(t, 'GET', '/bridge', ana)).json();
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([body.data.id]);
    const status = await call(t, 'GET', `/bridge/status/${body.data.id}`, ana);
    expect(status.json()).toEqual({ success: true, data: body.data });
    const history = (await call(t, 'GET', '/wallet/transactions', ana)).json().data;
    expect(history[0]).toMatchObject({ type: 'bridge_out', counterparty: 'Bridge', amount: -40 });
  });

  it('refuses more than the balance with 409 and writes nothing', async () => {
    const before = await t.snapshot();
    const res = await initiate(ana, { walletId: anaWallet, amount: 60.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal(INSUFFICIENT_FUNDS_MESSAGE, 'INSUFFICIENT_FUNDS'));
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses another person’s wallet, bad bodies and signed-out callers, writing nothing', async () => {
    const before = await t.snapshot();
    const foreign = await initiate(ana, { walletId: benWallet, amount: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(refusal('Connected wallet not found', 'NOT_FOUND'));
    const noWallet = await initiate(ana, { amount: 1 });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json()).toEqual(refusal('Wallet id is required', 'VALIDATION_FAILED'));
    const noAmount = await initiate(ana, { walletId: anaWallet, amount: -1 });
    expect(noAmount.json()).toEqual(refusal('Please enter a valid bridge amount', 'VALIDATION_FAILED'));
    const anonymous = await initiate(null, { walletId: anaWallet, amount: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t, 'GET', '/bridge', null)).statusCode).toBe(401);
    expect(await t.snapshot()).toEqual(before);
  });

  it('shows a request only to its owner: anyone else gets 404', async () => {
    const [own] = (await call(t, 'GET', '/bridge', ana)).json().data;
    for (const id of [own.id, randomUUID(), 'not-an-id']) {
      const res = await call(t, 'GET', `/bridge/status/${id}`, ben);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal('Bridge request not found', 'NOT_FOUND'));
    }
    expect((await call(t, 'GET', '/bridge', ben)).json().data).toEqual([]);
  });

  it('replays a retried initiate with the same Idempotency-Key and debits once', async () => {
    const headers = { 'idempotency-key': 'bridge-retry' };
    const first = await initiate(ana, { walletId: anaWallet, amount: 5 }, headers);
    const again = await initiate(ana, { walletId: anaWallet, amount: 5 }, headers);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(ana)).toBe(55);
  });

  it('lets only an operator complete a pending request, once, and tells the owner', async () => {
    const id = (await initiate(ana, { walletId: anaWallet, amount: 10 })).json().data.id;
    const before = await t.snapshot();
    const byOwner = await call(t, 'POST', `/bridge/${id}/complete`, ana);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toEqual(refusal(OPERATORS_ONLY_MESSAGE, 'FORBIDDEN'));
    expect((await call(t, 'POST', `/bridge/${id}/complete`, null)).statusCode).toBe(401);
    const missing = await call(t, 'POST', `/bridge/${randomUUID()}/complete`, operator);
    expect(missing.statusCode).toBe(404);
    expect(await t.snapshot()).toEqual(before);

    const done = await call(t, 'POST', `/bridge/${id}/complete`, operator);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id, status: 'completed' });
    expect(await balance(ana)).toBe(45);
    const twice = await call(t, 'POST', `/bridge/${id}/fail`, operator, { reason: 'Too late' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('This bridge request is already completed', 'CONFLICT'));
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, ana.id));
    expect(notes.map((n) => n.title)).toContain('Bridge completed');
  });

  it('refunds a failed request to the owner with the reason, which the owner sees', async () => {
    const id = (await initiate(ana, { walletId: anaWallet, amount: 15 })).json().data.id;
    expect(await balance(ana)).toBe(30);
    const noReason = await call(t, 'POST', `/bridge/${id}/fail`, operator, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual(refusal('Reason is required', 'VALIDATION_FAILED'));
    const blank = await call(t, 'POST', `/bridge/${id}/fail`, operator, { reason: '  ' });
    expect(blank.json()).toEqual(
      refusal('Please give a reason of at most 500 characters', 'VALIDATION_FAILED'),
    );
    const failed = await call(t, 'POST', `/bridge/${id}/fail`, operator, {
      reason: 'Address rejected by the chain',
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      failureReason: 'Address rejected by the chain',
    });
    expect(await balance(ana)).toBe(45);
    const seen = (await call(t, 'GET', `/bridge/status/${id}`, ana)).json().data;
    expect(seen).toMatchObject({ status: 'failed', failureReason: 'Address rejected by the chain' });
    const history = (await call(t, 'GET', '/wallet/transactions', ana)).json().data;
    expect(history[0]).toMatchObject({ type: 'refund', counterparty: 'Bridge', amount: 15 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('keeps a request whole after its wallet is removed', async () => {
    const [latest] = (await call(t, 'GET', '/bridge', ana)).json().data;
    await call(t, 'DELETE', `/wallet/connect/${anaWallet}`, ana);
    const seen = (await call(t, 'GET', `/bridge/status/${latest.id}`, ana)).json().data;
    expect(seen.address).toBe(addresses.polygon);
  });
});
