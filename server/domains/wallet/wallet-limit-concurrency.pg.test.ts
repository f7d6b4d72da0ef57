import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import { WALLET_LIMIT, WALLET_LIMIT_MESSAGE } from '#shared/schemas/wallet.ts';
import { call } from './wallet-test-kit.ts';

// Real PostgreSQL only: on PGlite's one connection the connects could never overlap.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it(`stores at most ${WALLET_LIMIT} wallets when 30 different ones are connected at once`, async () => {
  const fan = await createTestUser(t.database);
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      call(t, 'POST', '/wallet/connect', fan, {
        network: 'polygon',
        address: `0x${randomBytes(20).toString('hex')}`,
      }),
    ),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(WALLET_LIMIT);
  for (const res of answers.filter((r) => r.statusCode !== 201)) {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: WALLET_LIMIT_MESSAGE });
  }
  expect((await call(t, 'GET', '/wallet', fan)).json().data.wallets).toHaveLength(WALLET_LIMIT);
});
