import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { campaigns, contributions } from './tables.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const fromNow = (ms: number) => new Date(Date.now() + ms);

type ContributionInsert = typeof contributions.$inferInsert;
const fiat = (campaignId: string, amountCents: number, who: Partial<ContributionInsert> = {}) =>
  ({
    campaignId,
    amountCents,
    paymentType: 'fiat',
    status: 'confirmed',
    ...who,
  }) satisfies ContributionInsert;

describe('campaign reads', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;
  const ids = { funded: '', fresh: '', ended: '', fundedEnded: '' };

  async function insertCampaign(values: Partial<typeof campaigns.$inferInsert> & { targetCents: number }) {
    const [row] = await t.database.db
      .insert(campaigns)
      .values({
        artistId: artist.id,
        title: 'Untitled',
        description: 'A campaign',
        deadline: fromNow(DAY_MS),
        ...values,
      })
      .returning({ id: campaigns.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    fan = await createTestUser(t.database, { name: 'Sam Fan' });

    ids.funded = await insertCampaign({
      title: 'A Wood Kiln',
      description: 'An anagama kiln for the community studio',
      imageUrl: '/api/v1/files/campaigns/kiln.png',
      targetCents: 100_000,
      deadline: fromNow(9 * DAY_MS + 12 * HOUR_MS),
      createdAt: fromNow(-3 * DAY_MS),
    });
    await t.database.db.insert(contributions).values([
      // The same signed-in fan twice, once with their e-mail too: one backer.
      fiat(ids.funded, 50_000, { contributorUserId: fan.id }),
      fiat(ids.funded, 30_000, { contributorUserId: fan.id, contributorEmail: fan.email }),
      // A guest known by e-mail, in two spellings of the same address: one backer.
      fiat(ids.funded, 20_000, { contributorEmail: 'Guest@Example.com' }),
      fiat(ids.funded, 10_000, { contributorEmail: 'guest@example.com' }),
      // Two anonymous guests: two backers. 12 345 cents keeps the cents on the wire.
      fiat(ids.funded, 12_345),
      fiat(ids.funded, 3_000),
      // Not confirmed: pending crypto is shown apart, a refund counts nowhere.
      {
        campaignId: ids.funded,
        amountCents: 7_550,
        paymentType: 'crypto',
        network: 'polygon',
        token: 'MATIC',
        senderAddress: `0x${'a'.repeat(40)}`,
        status: 'pending',
        contributorEmail: 'crypto@example.com',
      },
      fiat(ids.funded, 99_900, { contributorEmail: 'refunded@example.com', status: 'refunded' }),
    ]);

    ids.fresh = await insertCampaign({
      title: 'Clay for Schools',
      targetCents: 250_000,
      deadline: fromNow(2 * HOUR_MS),
      createdAt: fromNow(-1 * DAY_MS),
    });
    ids.ended = await insertCampaign({
      title: 'Mural for P.S. 84',
      targetCents: 300_000,
      deadline: fromNow(-4 * DAY_MS),
      createdAt: fromNow(-30 * DAY_MS),
    });
    await t.database.db.insert(contributions).values(fiat(ids.ended, 228_000, { contributorUserId: fan.id }));
    ids.fundedEnded = await insertCampaign({
      title: 'Letters Home',
      targetCents: 50_000,
      deadline: fromNow(-1 * HOUR_MS),
      createdAt: fromNow(-40 * DAY_MS),
    });
    await t.database.db
      .insert(contributions)
      .values(fiat(ids.fundedEnded, 50_000, { contributorUserId: fan.id }));
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('counts only confirmed contributions, shows pending apart and counts distinct backers', async () => {
    const res = await get(`/api/v1/campaigns/${ids.funded}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.funded,
      title: 'A Wood Kiln',
      description: 'An anagama kiln for the community studio',
      imageUrl: '/api/v1/files/campaigns/kiln.png',
      artistName: 'Maya Chen',
      artistUsername: artist.username,
      artistId: artist.id,
      currentAmount: 1_253.45,
      pendingAmount: 75.5,
      targetAmount: 1_000,
      progressPercentage: 125,
      daysRemaining: 10,
      backers: 4,
      status: 'successful',
      createdAt: expect.stringMatching(/Z$/),
      deadline: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      hiddenReason: null,
    });
  });

  it('reports an over-funded campaign uncapped, e.g. 118 %', async () => {
    const id = await insertCampaign({ targetCents: 800_000, deadline: fromNow(19 * DAY_MS) });
    await t.database.db.insert(contributions).values(fiat(id, 944_000, { contributorUserId: fan.id }));
    const campaign = (await get(`/api/v1/campaigns/${id}`)).json();
    expect(campaign).toMatchObject({ progressPercentage: 118, currentAmount: 9_440, status: 'successful' });
  });

  it('shows a campaign without contributions at zero, active while its deadline is ahead', async () => {
    const campaign = (await get(`/api/v1/campaigns/${ids.fresh}`)).json();
    expect(campaign).toMatchObject({
      currentAmount: 0,
      pendingAmount: 0,
      targetAmount: 2_500,
      progressPercentage: 0,
      backers: 0,
      // Two hours left still reads as one whole day.
      daysRemaining: 1,
      status: 'active',
    });
  });

  it('ends an unfunded campaign at its deadline with 0 days remaining, and keeps a funded one successful', async () => {
    expect((await get(`/api/v1/campaigns/${ids.ended}`)).json()).toMatchObject({
      daysRemaining: 0,
      progressPercentage: 76,
      status: 'ended',
    });
    expect((await get(`/api/v1/campaigns/${ids.fundedEnded}`)).json()).toMatchObject({
      daysRemaining: 0,
      progressPercentage: 100,
      status: 'successful',
    });
  });

  it('lists every campaign as a bare array, newest first, with the same figures as the detail', async () => {
    const res = await get('/api/v1/campaigns');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    const order = list.map((c: { id: string }) => c.id);
    expect(order.indexOf(ids.fresh)).toBeLessThan(order.indexOf(ids.funded));
    expect(order.indexOf(ids.funded)).toBeLessThan(order.indexOf(ids.ended));
    expect(order.indexOf(ids.ended)).toBeLessThan(order.indexOf(ids.fundedEnded));
    const detail = (await get(`/api/v1/campaigns/${ids.funded}`)).json();
    expect(list.find((c: { id: string }) => c.id === ids.funded)).toEqual(detail);
  });

  it('serves the same campaigns in the crowdfunding envelope', async () => {
    const plain = (await get('/api/v1/campaigns')).json();
    const list = await get('/api/v1/crowdfunding');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, data: plain });

    const one = await get(`/api/v1/crowdfunding/${ids.ended}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      success: true,
      data: plain.find((c: { id: string }) => c.id === ids.ended),
    });
  });

  it.each([
    ['an unknown id', '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
    ['a malformed id', 'not-a-campaign'],
    ['a number', '42'],
    ['SQL-looking text', "1'%20or%20'1'='1"],
  ])('answers 404 Campaign not found for %s on both paths, changing nothing', async (_, id) => {
    const before = await t.snapshot();
    for (const base of ['/api/v1/campaigns', '/api/v1/crowdfunding']) {
      const res = await get(`${base}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Campaign not found',
        error: 'Campaign not found',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
