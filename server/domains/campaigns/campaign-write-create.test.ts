import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  CAMPAIGN_ARTISTS_ONLY_MESSAGE,
  CAMPAIGN_SELF_ONLY_MESSAGE,
  DEADLINE_FUTURE_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TARGET_AMOUNT_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { campaigns } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const validBody = () => ({
  title: 'A Wood Kiln',
  description: 'An anagama kiln for the community studio',
  targetAmount: 1500.5,
  deadline: isoDay(30),
  imageUrl: 'https://images.example.com/kiln.jpg',
});

describe('POST /campaigns and POST /crowdfunding', () => {
  let t: TestApp;
  let artist: TestUser;
  let otherArtist: TestUser;
  let supporter: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { name: 'Maya Chen' });
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, user?: TestUser) =>
    t.app.inject({ method: 'POST', url, payload, headers: user ? bearer(user) : {} });

  it('creates a campaign through the campaign service, the target in integer cents', async () => {
    const body = { ...validBody(), artistId: artist.id };
    const res = await post('/api/v1/campaigns', body, artist);
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      title: 'A Wood Kiln',
      description: 'An anagama kiln for the community studio',
      imageUrl: 'https://images.example.com/kiln.jpg',
      artistId: artist.id,
      artistName: 'Maya Chen',
      artistUsername: artist.username,
      currentAmount: 0,
      pendingAmount: 0,
      targetAmount: 1500.5,
      progressPercentage: 0,
      backers: 0,
      status: 'active',
      // A date-only deadline is the end of that day in UTC.
      deadline: `${body.deadline}T23:59:59.999Z`,
    });
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, data.id));
    expect(row?.targetCents).toBe(150_050);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${data.id}` })).json().id).toBe(
      data.id,
    );
  });

  it('creates the same through the crowdfunding API without artistId, an empty image URL meaning none', async () => {
    const deadline = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const res = await post('/api/v1/crowdfunding', { ...validBody(), imageUrl: '', deadline }, artist);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ artistId: artist.id, imageUrl: null, deadline });
  });

  it("takes today's date as a deadline (the day is not over) but refuses yesterday and any past instant", async () => {
    expect(
      (await post('/api/v1/crowdfunding', { ...validBody(), deadline: isoDay(0) }, artist)).statusCode,
    ).toBe(201);
    const before = await t.snapshot();
    for (const deadline of [isoDay(-1), new Date(Date.now() - 60_000).toISOString()]) {
      const res = await post('/api/v1/crowdfunding', { ...validBody(), deadline }, artist);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: DEADLINE_FUTURE_MESSAGE,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('takes a deadline a year off at most, and refuses one further', async () => {
    expect(
      (await post('/api/v1/crowdfunding', { ...validBody(), deadline: isoDay(365) }, artist)).statusCode,
    ).toBe(201);
    const before = await t.snapshot();
    for (const deadline of [isoDay(367), '2999-12-31']) {
      const res = await post('/api/v1/crowdfunding', { ...validBody(), deadline }, artist);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: DEADLINE_TOO_FAR_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it.each([
    ['a missing title', { title: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['a blank description', { description: '   ' }, REQUIRED_FIELDS_MESSAGE],
    ['a missing deadline', { deadline: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['a zero target', { targetAmount: 0 }, TARGET_AMOUNT_MESSAGE],
    ['a negative target', { targetAmount: -5 }, TARGET_AMOUNT_MESSAGE],
    ['a target in text', { targetAmount: 'lots' }, TARGET_AMOUNT_MESSAGE],
    ['a missing target', { targetAmount: undefined }, TARGET_AMOUNT_MESSAGE],
    ['an ftp image URL', { imageUrl: 'ftp://example.com/a.png' }, IMAGE_URL_MESSAGE],
    ['an image URL that is not one', { imageUrl: 'kiln.jpg' }, IMAGE_URL_MESSAGE],
  ])('refuses %s with the spec message and changes nothing', async (_name, change, message) => {
    const before = await t.snapshot();
    const res = await post('/api/v1/campaigns', { ...validBody(), ...change }, artist);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message,
      error: message,
      code: 'VALIDATION_FAILED',
      details: expect.any(Array),
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 401 to an anonymous caller, even before looking at the body', async () => {
    const before = await t.snapshot();
    for (const payload of [validBody(), {}]) {
      const res = await post('/api/v1/crowdfunding', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a supporter and an artist creating in another artist’s name, changing nothing', async () => {
    const before = await t.snapshot();
    const asSupporter = await post('/api/v1/campaigns', validBody(), supporter);
    expect(asSupporter.statusCode).toBe(403);
    expect(asSupporter.json()).toMatchObject({ message: CAMPAIGN_ARTISTS_ONLY_MESSAGE, code: 'FORBIDDEN' });
    const asOther = await post('/api/v1/campaigns', { ...validBody(), artistId: artist.id }, otherArtist);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toMatchObject({ message: CAMPAIGN_SELF_ONLY_MESSAGE, code: 'FORBIDDEN' });
    expect(await t.snapshot()).toEqual(before);
  });
});
