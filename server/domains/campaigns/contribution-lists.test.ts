import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { NOT_CAMPAIGN_OWNER_MESSAGE } from './contribution-decisions.ts';
import { contributeTo, cryptoBody, evmTxHash, insertCampaign, refusal } from './contribution-test-kit.ts';
import { contributions } from './tables.ts';

describe('contribution lists and networks', () => {
  let t: TestApp;
  let artist: TestUser;
  let otherArtist: TestUser;
  let fan: TestUser;
  let campaignId: string;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
    otherArtist = await createTestUser(t.database, { role: 'artist' });
    fan = await createTestUser(t.database, { name: 'Sam Fan' });
    campaignId = await insertCampaign(t, artist.id);
    const base = Date.now() - 60 * 60 * 1000;
    await t.database.db.insert(contributions).values(
      Array.from({ length: 55 }, (_, i) => ({
        campaignId,
        amountCents: 100 + i,
        paymentType: 'fiat' as const,
        status: 'confirmed' as const,
        note: `private note ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await contributeTo(t, campaignId, cryptoBody(9, { txHash: evmTxHash('99') }), bearer(fan));
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('lists recent contributions publicly, newest first, without private details', async () => {
    const res = await get(`/campaigns/${campaignId}/contributions`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({
      id: expect.any(String),
      contributorName: 'Sam Fan',
      amount: 9,
      paymentType: 'crypto',
      network: 'polygon',
      token: 'MATIC',
      status: 'pending',
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(list[1]).toMatchObject({ contributorName: 'Anonymous', amount: 1.54 });
    expect((await get(`/campaigns/${campaignId}/contributions?limit=500`)).json()).toHaveLength(50);
    expect((await get(`/campaigns/${campaignId}/contributions?limit=3`)).json()).toHaveLength(3);
    const bad = await get(`/campaigns/${campaignId}/contributions?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('Limit must be at least 1'));
    expect((await get('/campaigns/00000000-0000-4000-8000-000000000000/contributions')).statusCode).toBe(404);
  });

  it('shows the artist every contribution with its chain details, filtered by status', async () => {
    const url = `/crowdfunding/${campaignId}/contributions/manage`;
    expect((await get(url)).statusCode).toBe(401);
    const stranger = await get(url, bearer(otherArtist));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual(refusal(NOT_CAMPAIGN_OWNER_MESSAGE));
    const all = await get(url, bearer(artist));
    expect(all.json().data).toHaveLength(56);
    const pending = await get(`${url}?status=pending`, bearer(artist));
    expect(pending.json()).toEqual({
      success: true,
      data: [
        expect.objectContaining({
          status: 'pending',
          senderAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          txHash: evmTxHash('99'),
          platformWallet: t.config.platformWallets.polygon,
          note: null,
          confirmedAt: null,
          closedReason: null,
        }),
      ],
    });
    const badStatus = await get(`${url}?status=lost`, bearer(artist));
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual(refusal('Status must be pending, confirmed, rejected or refunded'));
  });

  it('lists the five networks with token and platform wallet in test mode', async () => {
    const res = await get('/crowdfunding/networks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      paymentMode: 'test',
      data: [
        { network: 'polygon', token: 'MATIC', platformWallet: t.config.platformWallets.polygon },
        { network: 'solana', token: 'SOL', platformWallet: t.config.platformWallets.solana },
        { network: 'bnb', token: 'BNB', platformWallet: t.config.platformWallets.polygon },
        { network: 'xrp', token: 'XRP', platformWallet: t.config.platformWallets.xrp },
        { network: 'xdc', token: 'XDC', platformWallet: t.config.platformWallets.xdc },
      ],
    });
  });
});
