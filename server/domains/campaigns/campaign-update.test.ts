import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { CAMPAIGN_NOT_OWNER_MESSAGE } from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '#shared/schemas/campaigns.ts';
import { campaigns, campaignUpdates } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('campaign updates', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherArtist: TestUser;
  let supporter: TestUser;
  let campaignId: string;
  let quietId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestArtist(t.database);
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
    const rows = await t.database.db
      .insert(campaigns)
      .values(
        ['A Wood Kiln', 'Quiet One'].map((title) => ({
          artistId: owner.id,
          title,
          description: 'A campaign',
          targetCents: 100_000,
          deadline: new Date(Date.now() + 10 * DAY_MS),
        })),
      )
      .returning({ id: campaigns.id });
    campaignId = rows[0]!.id;
    quietId = rows[1]!.id;
  });
  afterAll(async () => t.close());

  const postUpdate = (id: string, payload: object, user?: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/crowdfunding/${id}/updates`,
      payload,
      headers: user ? bearer(user) : {},
    });
  const listUpdates = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}/updates` });

  it('lets the owner post an update, trimmed, and lists updates newest first for anyone', async () => {
    // An older update, so the order does not hang on two inserts in the same millisecond.
    await t.database.db
      .insert(campaignUpdates)
      .values({ campaignId, body: 'The bricks arrived', createdAt: new Date(Date.now() - DAY_MS) });
    const res = await postUpdate(campaignId, { body: '  The kiln is fired!  ' }, owner);
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      id: expect.any(String),
      body: 'The kiln is fired!',
      createdAt: expect.any(String),
    });
    const list = await listUpdates(campaignId);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { body: string }) => u.body)).toEqual([
      'The kiln is fired!',
      'The bricks arrived',
    ]);
    expect((await listUpdates(quietId)).json()).toEqual({ success: true, data: [] });
  });

  it.each([
    ['an empty body', { body: '   ' }, 'Please write the update'],
    ['a missing body', {}, 'Please write the update'],
    ['a body too long', { body: 'x'.repeat(2_001) }, 'Update must be at most 2000 characters'],
  ])('refuses %s and changes nothing', async (_name, payload, message) => {
    const before = await t.snapshot();
    const res = await postUpdate(campaignId, payload, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_FAILED' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('keeps anonymous callers, other artists and supporters out, changing nothing', async () => {
    const before = await t.snapshot();
    const anonymous = await postUpdate(campaignId, { body: 'Hello' });
    expect(anonymous.statusCode).toBe(401);
    for (const intruder of [otherArtist, supporter]) {
      const res = await postUpdate(campaignId, { body: 'Hello' }, intruder);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        message: CAMPAIGN_NOT_OWNER_MESSAGE,
        code: 'FORBIDDEN',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown campaign on both routes', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const posted = await postUpdate(id, { body: 'Hello' }, owner);
      expect(posted.statusCode).toBe(404);
      expect(posted.json()).toMatchObject({ message: CAMPAIGN_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
      expect((await listUpdates(id)).statusCode).toBe(404);
    }
  });
});
