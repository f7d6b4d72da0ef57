import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, type TestUser } from '#server/test/users.ts';
import { CAMPAIGN_DELETE_CONFIRMED_MESSAGE } from '#shared/schemas/campaign-writes.ts';
import { campaigns, contributions } from './tables.ts';

/**
 * The owner's edit and delete read the raised amount under SELECT … FOR UPDATE on the campaign.
 * A contribution being confirmed holds the campaign row (as contributions do, FOR SHARE); the
 * edit must wait for it and then see its money. Needs a pool of connections, so PostgreSQL only.
 */
describe('campaign edits wait for contributions in flight (PostgreSQL)', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestArtist(t.database);
  });
  afterAll(async () => t.close());

  async function insertCampaign() {
    const [row] = await t.database.db
      .insert(campaigns)
      .values({
        artistId: owner.id,
        title: 'A Wood Kiln',
        description: 'An anagama kiln',
        targetCents: 100_000,
        deadline: new Date(Date.now() + 10 * 86_400_000),
      })
      .returning({ id: campaigns.id });
    return row!.id;
  }

  /** Polls until some statement is waiting for a row lock (no timing is asserted). */
  async function untilSomeoneWaits() {
    for (;;) {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where not granted`,
      );
      if (Number(rows[0]?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Runs `request` while another transaction confirms 800.00 on the campaign, and answers its result. */
  async function raceAgainstConfirmation(
    campaignId: string,
    request: () => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const confirming = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from campaigns where id = ${campaignId} for share`);
      await tx
        .insert(contributions)
        .values({ campaignId, amountCents: 80_000, paymentType: 'fiat', status: 'confirmed' });
      locked();
      await gate;
    });
    await holding;
    const pending = request();
    await untilSomeoneWaits();
    release();
    await confirming;
    return pending;
  }

  const send = (method: 'PUT' | 'DELETE', id: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/crowdfunding/${id}`, payload, headers: bearer(owner) });

  it('a target lowered while a contribution is confirmed is checked against the new total', async () => {
    const id = await insertCampaign();
    const res = await raceAgainstConfirmation(id, () => send('PUT', id, { targetAmount: 500 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'The target cannot be lower than the $800 already raised' });
    const [row] = await t.database.db
      .select({ targetCents: campaigns.targetCents })
      .from(campaigns)
      .where(sql`id = ${id}`);
    expect(row?.targetCents).toBe(100_000);
  });

  it('a delete racing a confirmation is refused once the money is in', async () => {
    const id = await insertCampaign();
    const res = await raceAgainstConfirmation(id, () => send('DELETE', id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: CAMPAIGN_DELETE_CONFIRMED_MESSAGE });
    expect(await t.database.db.select().from(campaigns).where(sql`id = ${id}`)).toHaveLength(1);
  });
});
