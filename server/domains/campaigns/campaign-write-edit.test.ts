import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  CAMPAIGN_DELETE_CONFIRMED_MESSAGE,
  CAMPAIGN_DELETE_PENDING_MESSAGE,
  CAMPAIGN_DELETED_MESSAGE,
  CAMPAIGN_NOT_EDITABLE_MESSAGE,
  CAMPAIGN_NOT_OWNER_MESSAGE,
  DEADLINE_FUTURE_MESSAGE,
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TARGET_AMOUNT_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '#shared/schemas/campaigns.ts';
import { campaigns, contributions } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('PUT and DELETE /crowdfunding/:id, GET /crowdfunding/mine', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherArtist: TestUser;
  let supporter: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestArtist(t.database, { name: 'Maya Chen' });
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  /** A campaign of the owner with 800.00 confirmed and 75.50 pending unless told otherwise. */
  async function insertCampaign(values: Partial<typeof campaigns.$inferInsert> = {}, raised = true) {
    const [row] = await t.database.db
      .insert(campaigns)
      .values({
        artistId: owner.id,
        title: 'A Wood Kiln',
        description: 'An anagama kiln',
        targetCents: 100_000,
        deadline: fromNow(10 * DAY_MS),
        ...values,
      })
      .returning({ id: campaigns.id });
    const id = row!.id;
    await t.database.db.insert(contributions).values([
      ...(raised
        ? [
            {
              campaignId: id,
              amountCents: 80_000,
              paymentType: 'fiat' as const,
              status: 'confirmed' as const,
            },
          ]
        : []),
      {
        campaignId: id,
        amountCents: 7_550,
        paymentType: 'crypto',
        network: 'polygon',
        senderAddress: `0x${'a'.repeat(40)}`,
        status: 'pending',
      },
    ]);
    return id;
  }

  const send = (method: 'PUT' | 'DELETE' | 'GET', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: user ? bearer(user) : {} });

  async function expectRefused(
    request: () => ReturnType<typeof send>,
    status: number,
    body: Record<string, unknown>,
  ) {
    const before = await t.snapshot();
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, ...body });
    expect(await t.snapshot()).toEqual(before);
  }

  it('lets the owner edit title, description, image, deadline and target', async () => {
    const id = await insertCampaign();
    const deadline = fromNow(40 * DAY_MS).toISOString();
    const res = await send('PUT', `/crowdfunding/${id}`, owner, {
      title: '  A Bigger Kiln ',
      description: 'Now with a chimney',
      imageUrl: 'https://images.example.com/kiln-2.jpg',
      deadline,
      targetAmount: 2_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        id,
        title: 'A Bigger Kiln',
        description: 'Now with a chimney',
        imageUrl: 'https://images.example.com/kiln-2.jpg',
        deadline,
        targetAmount: 2_000,
        currentAmount: 800,
        pendingAmount: 75.5,
        progressPercentage: 40,
      }),
    });
    // A partial body changes only what it names; an empty image URL clears the image.
    const partial = await send('PUT', `/crowdfunding/${id}`, owner, { imageUrl: '' });
    expect(partial.json().data).toMatchObject({
      title: 'A Bigger Kiln',
      imageUrl: null,
      targetAmount: 2_000,
    });
  });

  it('allows the target down to exactly the amount raised and refuses one cent less', async () => {
    const id = await insertCampaign();
    const exact = await send('PUT', `/crowdfunding/${id}`, owner, { targetAmount: 800 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data).toMatchObject({
      targetAmount: 800,
      progressPercentage: 100,
      status: 'successful',
    });
    await expectRefused(() => send('PUT', `/crowdfunding/${id}`, owner, { targetAmount: 799.99 }), 409, {
      message: 'The target cannot be lower than the $800 already raised',
      code: 'CONFLICT',
    });
  });

  it('refuses a past deadline and invalid fields with the spec messages', async () => {
    const id = await insertCampaign();
    const cases: [object, string][] = [
      [{ deadline: fromNow(-DAY_MS).toISOString().slice(0, 10) }, DEADLINE_FUTURE_MESSAGE],
      [{ title: '   ' }, REQUIRED_FIELDS_MESSAGE],
      [{ targetAmount: 0 }, TARGET_AMOUNT_MESSAGE],
      [{ imageUrl: 'javascript:alert(1)' }, IMAGE_URL_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      await expectRefused(() => send('PUT', `/crowdfunding/${id}`, owner, payload), 400, {
        message,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('refuses edits once the deadline has passed', async () => {
    const id = await insertCampaign({ deadline: fromNow(-DAY_MS) }, false);
    await expectRefused(
      () => send('PUT', `/crowdfunding/${id}`, owner, { deadline: fromNow(5 * DAY_MS).toISOString() }),
      409,
      { message: CAMPAIGN_NOT_EDITABLE_MESSAGE, code: 'CONFLICT' },
    );
  });

  it('keeps everyone but the owner out of PUT and DELETE, changing nothing', async () => {
    const id = await insertCampaign({}, false);
    for (const method of ['PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { title: 'Mine now' } : undefined;
      await expectRefused(() => send(method, `/crowdfunding/${id}`, undefined, payload), 401, {
        code: 'UNAUTHENTICATED',
      });
      for (const intruder of [otherArtist, supporter]) {
        await expectRefused(() => send(method, `/crowdfunding/${id}`, intruder, payload), 403, {
          message: CAMPAIGN_NOT_OWNER_MESSAGE,
          code: 'FORBIDDEN',
        });
      }
      for (const unknown of [UNKNOWN_ID, 'not-a-uuid']) {
        await expectRefused(() => send(method, `/crowdfunding/${unknown}`, owner, payload), 404, {
          message: CAMPAIGN_NOT_FOUND_MESSAGE,
          code: 'NOT_FOUND',
        });
      }
    }
  });

  it('refuses to delete a campaign with confirmed contributions', async () => {
    const id = await insertCampaign();
    await expectRefused(() => send('DELETE', `/crowdfunding/${id}`, owner), 409, {
      message: CAMPAIGN_DELETE_CONFIRMED_MESSAGE,
      code: 'CONFLICT',
    });
  });

  it('refuses to delete a campaign whose contributions still wait for an answer', async () => {
    const id = await insertCampaign({}, false);
    await expectRefused(() => send('DELETE', `/crowdfunding/${id}`, owner), 409, {
      message: CAMPAIGN_DELETE_PENDING_MESSAGE,
      code: 'CONFLICT',
    });
  });

  it('deletes a campaign whose contributions were all rejected, and those with it', async () => {
    const id = await insertCampaign({}, false);
    await t.database.db
      .update(contributions)
      .set({ status: 'rejected' })
      .where(eq(contributions.campaignId, id));
    const res = await send('DELETE', `/crowdfunding/${id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CAMPAIGN_DELETED_MESSAGE });
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
    expect(await t.database.db.select().from(contributions).where(eq(contributions.campaignId, id))).toEqual(
      [],
    );
    expect((await send('GET', `/crowdfunding/${id}`)).statusCode).toBe(404);
  });

  it("lists only the caller's own campaigns with their pending amounts", async () => {
    const id = await insertCampaign();
    await t.database.db.insert(campaigns).values({
      artistId: otherArtist.id,
      title: 'Not yours',
      description: 'Someone else',
      targetCents: 5_000,
      deadline: fromNow(DAY_MS),
    });
    const res = await send('GET', '/crowdfunding/mine', owner);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c: { artistId: string }) => c.artistId === owner.id)).toBe(true);
    expect(data.find((c: { id: string }) => c.id === id)).toMatchObject({
      currentAmount: 800,
      pendingAmount: 75.5,
    });
    expect((await send('GET', '/crowdfunding/mine', supporter)).json()).toEqual({ success: true, data: [] });
    expect((await send('GET', '/crowdfunding/mine')).statusCode).toBe(401);
  });
});
