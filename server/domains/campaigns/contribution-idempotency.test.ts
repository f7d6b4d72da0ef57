import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '#server/platform/idempotency/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  contributeTo,
  contributionRows,
  cryptoBody,
  evmTxHash,
  insertCampaign,
  mailsTo,
  refusal,
} from './contribution-test-kit.ts';

describe('Idempotency-Key on contributions', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
    fan = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  it('records one contribution for ten concurrent requests with one key and answers them identically', async () => {
    const id = await insertCampaign(t, artist.id);
    const headers = { ...bearer(fan), 'idempotency-key': 'retry-1' };
    const body = { amount: 12.34, paymentType: 'fiat', note: 'once' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => contributeTo(t, id, body, headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const first = answers[0]!.json();
    for (const res of answers) expect(res.json()).toEqual(first);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await contributionRows(t, id)).toHaveLength(1);
    expect(await mailsTo(t, fan.email)).toHaveLength(1);
    const campaign = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}` });
    expect(campaign.json()).toMatchObject({ currentAmount: 12.34, backers: 1 });
  });

  it('refuses the same key with a different body (422) and keeps keys apart per campaign', async () => {
    const id = await insertCampaign(t, artist.id);
    const headers = { ...bearer(fan), 'idempotency-key': 'same-key' };
    expect((await contributeTo(t, id, { amount: 5, paymentType: 'fiat' }, headers)).statusCode).toBe(201);
    const before = await t.snapshot();
    const other = await contributeTo(t, id, { amount: 6, paymentType: 'fiat' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(refusal('This Idempotency-Key was already used with a different request'));
    // Another person reusing the key is a different request too, never a replay of this answer.
    const stranger = await contributeTo(
      t,
      id,
      { amount: 5, paymentType: 'fiat' },
      { 'idempotency-key': 'same-key' },
    );
    expect(stranger.statusCode).toBe(422);
    expect(await t.snapshot()).toEqual(before);
    const elsewhere = await insertCampaign(t, artist.id);
    expect((await contributeTo(t, elsewhere, { amount: 6, paymentType: 'fiat' }, headers)).statusCode).toBe(
      201,
    );
  });

  it('keeps no key after a failed first attempt, so the corrected retry runs', async () => {
    const id = await insertCampaign(t, artist.id);
    const headers = { 'idempotency-key': 'after-failure' };
    expect((await contributeTo(t, id, cryptoBody(2, { txHash: evmTxHash('dup') }))).statusCode).toBe(201);
    const failed = await contributeTo(t, id, cryptoBody(2, { txHash: evmTxHash('dup') }), headers);
    expect(failed.statusCode).toBe(409);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'after-failure'));
    expect(keys).toHaveLength(0);
    // The same key now carries the corrected request, which is not "a different request".
    const retry = await contributeTo(t, id, cryptoBody(2, { txHash: evmTxHash('fixed') }), headers);
    expect(retry.statusCode).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
  ])('refuses an %s key with 400', async (_label, key) => {
    const id = await insertCampaign(t, artist.id);
    const before = await t.snapshot();
    const res = await contributeTo(t, id, { amount: 5, paymentType: 'fiat' }, { 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Idempotency-Key must be 1 to 200 characters'));
    expect(await t.snapshot()).toEqual(before);
  });
});
