import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '#server/platform/idempotency/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  contributeTo,
  contributionRows,
  cryptoBody,
  decide,
  evmTxHash,
  insertCampaign,
} from './contribution-test-kit.ts';

/** Races only show on a real PostgreSQL with a pool of connections (PGlite has one). */
describe('contributions under load (PostgreSQL)', () => {
  let t: TestApp;
  let artist: TestUser;
  let fans: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
    fans = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.database)));
  });
  afterAll(async () => t.close());

  it('adds 200 concurrent contributions exactly: raised is the sum to the cent, backers exact', async () => {
    const campaignId = await insertCampaign(t, artist.id);
    // Random cents, a third of them from 20 signed-in fans (repeat backers), the rest from guests.
    const amounts = Array.from({ length: 200 }, () => 1 + Math.floor(Math.random() * 1_000_000));
    const answers = await Promise.all(
      amounts.map((cents, i) =>
        contributeTo(
          t,
          campaignId,
          { amount: cents / 100, paymentType: 'fiat' },
          i % 3 === 0 ? bearer(fans[i % fans.length]!) : {},
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const expectedCents = amounts.reduce((sum, c) => sum + c, 0);
    const guests = amounts.filter((_, i) => i % 3 !== 0).length;
    const signedIn = new Set(amounts.flatMap((_, i) => (i % 3 === 0 ? [i % fans.length] : []))).size;
    const campaign = (await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${campaignId}` })).json();
    expect(Math.round(campaign.currentAmount * 100)).toBe(expectedCents);
    expect(campaign.backers).toBe(guests + signedIn);
    expect(await contributionRows(t, campaignId)).toHaveLength(200);
  });

  it('runs one of ten concurrent requests with the same key; the others replay its answer', async () => {
    const campaignId = await insertCampaign(t, artist.id);
    const headers = { ...bearer(fans[0]!), 'idempotency-key': 'pg-race' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        contributeTo(t, campaignId, { amount: 99.99, paymentType: 'fiat' }, headers),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    for (const res of answers) expect(res.json()).toEqual(answers[0]!.json());
    expect(await contributionRows(t, campaignId)).toHaveLength(1);
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'pg-race'));
    expect(keys).toHaveLength(1);
  });

  it('lets the same transaction hash through once when sent concurrently', async () => {
    const campaignId = await insertCampaign(t, artist.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        contributeTo(t, campaignId, cryptoBody(5, { txHash: evmTxHash('pgrace') })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it('applies exactly one of many concurrent decisions on one contribution', async () => {
    const campaignId = await insertCampaign(t, artist.id);
    const made = await contributeTo(t, campaignId, cryptoBody(30));
    const id = made.json().data.contribution.id as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decide(t, campaignId, id, i % 2 ? 'confirm' : 'reject', bearer(artist)),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
