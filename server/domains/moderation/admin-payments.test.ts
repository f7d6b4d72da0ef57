import { afterAll, beforeAll, expect, it } from 'vitest';
import { evmTxHash } from '#server/domains/campaigns/contribution-test-kit.ts';
import { addresses, call, connect, fund } from '#server/domains/wallet/wallet-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { callAs } from './moderation-test-kit.ts';

let t: TestApp;
let operator: TestUser;
let fan: TestUser;
let wallet: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await createTestUser(t.database, { role: 'admin' });
  fan = await createTestUser(t.database);
  wallet = await connect(t, fan, 'polygon', addresses.polygon);
  await fund(t, fan.id, 100);
});
afterAll(async () => t.close());

it('completes a bridge request with its payout hash: validated, stored canonically, shown to its owner', async () => {
  const request = (await call(t, 'POST', '/bridge/initiate', fan, { walletId: wallet, amount: 30 })).json()
    .data;
  const queue = await callAs(t)('GET', '/admin/payments', operator);
  expect(queue.json().data.bridge).toEqual([
    expect.objectContaining({
      id: request.id,
      amount: 30,
      address: addresses.polygon,
      user: expect.objectContaining({ id: fan.id }),
    }),
  ]);
  const before = await t.snapshot();
  const wrong = await callAs(t)('POST', `/admin/bridge/${request.id}/complete`, operator, {
    txHash: 'sent it',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('Please enter a valid Polygon transaction hash');
  expect(await t.snapshot()).toEqual(before);

  const hash = evmTxHash('payout');
  const done = await callAs(t)('POST', `/admin/bridge/${request.id}/complete`, operator, {
    txHash: hash.toUpperCase().replace('0X', '0x'),
    reason: 'Sent from the hot wallet',
  });
  expect(done.statusCode, done.body).toBe(200);
  const seen = (await call(t, 'GET', `/bridge/status/${request.id}`, fan)).json().data;
  expect(seen).toMatchObject({
    status: 'completed',
    payoutTxHash: hash,
    explorerUrl: `https://polygonscan.com/tx/${hash}`,
  });
  const log = (await callAs(t)('GET', '/admin/audit?action=bridge.complete', operator)).json().data;
  expect(log[0]).toMatchObject({
    targetId: request.id,
    reason: `Paid out in transaction ${hash}. Sent from the hot wallet`,
  });
  expect((await callAs(t)('GET', '/admin/payments', operator)).json().data.bridge).toEqual([]);
});
