import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { addresses, call, connect, refusal } from './wallet-test-kit.ts';

describe('connected wallets', () => {
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await createTestUser(t.database);
    ben = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  it('saves several addresses on different networks and lists them in the wallet', async () => {
    const res = await call(t, 'POST', '/wallet/connect', ana, {
      network: 'solana',
      address: ` ${addresses.solana} `,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Wallet connected',
      data: { network: 'solana', address: addresses.solana },
    });
    await connect(t, ana, 'xrp', addresses.xrp);
    await connect(t, ana, 'polygon', addresses.polygon);
    const wallets = (await call(t, 'GET', '/wallet', ana)).json().data.wallets;
    expect(wallets.map((w: { network: string }) => w.network)).toEqual(['solana', 'xrp', 'polygon']);
  });

  it('names the network in the message for an invalid address and saves nothing', async () => {
    const before = await t.snapshot();
    const cases = [
      [{ network: 'polygon', address: '0x123' }, 'Please enter a valid Polygon wallet address'],
      [{ network: 'xrp', address: addresses.polygon }, 'Please enter a valid XRP Ledger wallet address'],
      [{ network: 'solana', address: '   ' }, 'Please enter your wallet address'],
      [
        { network: 'dogecoin', address: addresses.polygon },
        'Network must be one of polygon, solana, bnb, xrp, xdc',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/wallet/connect', ana, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message, 'VALIDATION_FAILED'));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 409 for an address already connected, in any spelling of the same EVM account', async () => {
    const before = await t.snapshot();
    for (const address of [addresses.polygon, addresses.polygon.toLowerCase()]) {
      const res = await call(t, 'POST', '/wallet/connect', ana, { network: 'polygon', address });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refusal('This wallet address is already connected', 'CONFLICT'));
    }
    expect(await t.snapshot()).toEqual(before);
    // Another person may connect the same address: it is a duplicate only for one owner.
    await connect(t, ben, 'polygon', addresses.polygon.toLowerCase());
  });

  it('removes only the owner’s wallet; anyone else hears 404 and nothing changes', async () => {
    const id = await connect(t, ben, 'xrp', addresses.xrp);
    const before = await t.snapshot();
    for (const walletId of [id, randomUUID()]) {
      const res = await call(t, 'DELETE', `/wallet/connect/${walletId}`, ana);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal('Connected wallet not found', 'NOT_FOUND'));
    }
    const bad = await call(t, 'DELETE', '/wallet/connect/nope', ben);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('Wallet id must be a UUID', 'VALIDATION_FAILED'));
    expect(await t.snapshot()).toEqual(before);
    const res = await call(t, 'DELETE', `/wallet/connect/${id}`, ben);
    expect(res.json()).toEqual({ success: true, message: 'Wallet removed' });
    const left = (await call(t, 'GET', '/wallet', ben)).json().data.wallets;
    expect(left.map((w: { id: string }) => w.id)).not.toContain(id);
  });

  it('asks a signed-out caller to sign in before reading the body', async () => {
    const before = await t.snapshot();
    const add = await call(t, 'POST', '/wallet/connect', null, { network: 'nope' });
    expect(add.statusCode).toBe(401);
    const remove = await call(t, 'DELETE', `/wallet/connect/${randomUUID()}`, null);
    expect(remove.statusCode).toBe(401);
    expect(remove.json()).toEqual(refusal('Please sign in to continue', 'UNAUTHENTICATED'));
    expect(await t.snapshot()).toEqual(before);
  });
});
