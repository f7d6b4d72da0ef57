import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { INSUFFICIENT_FUNDS_MESSAGE } from '#server/domains/wallet/ledger.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { PURCHASE_DONE_MESSAGE, UNIQUE_SOLD_MESSAGE } from '#shared/schemas/marketplace.ts';
import { balance, buyAtListPrice, callAs, fund, notificationsOf, ordersOf } from './marketplace-test-kit.ts';

describe('Buy Now', () => {
  let t: TestApp;
  let artist: TestUser;
  let sam: TestUser;
  let ada: TestUser;
  let broke: TestUser;
  const buy = (mediaId: string, user?: TestUser, headers: Record<string, string> = {}) =>
    buyAtListPrice(t, mediaId, user, headers);

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    sam = await createTestUser(t.database, { name: 'Sam Rivera' });
    ada = await createTestUser(t.database, { name: 'Ada Park' });
    broke = await createTestUser(t.database, { name: 'Broke Buyer' });
    await fund(t, sam, 5000);
    await fund(t, ada, 5000);
    await fund(t, broke, 10);
  });
  afterAll(async () => t.close());

  it('moves the price from buyer to artist, records the order and tells the artist', async () => {
    const work = await insertMedia(t.database, artist.id, { title: 'Moon Jar', priceMacs: 45_000 });
    const samBefore = await balance(t, sam);
    const artistBefore = await balance(t, artist);

    const res = await buy(work.id, sam);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: PURCHASE_DONE_MESSAGE,
      data: {
        mediaId: work.id,
        title: 'Moon Jar',
        price: 450,
        editionNumber: 1,
        editionSize: null,
        buyer: { id: sam.id, name: 'Sam Rivera' },
        artist: { id: artist.id, name: 'Maya Chen' },
      },
    });
    expect(body.data.downloadUrl).toBe(`/api/v1/marketplace/orders/${body.data.id}/download`);
    expect(await balance(t, sam)).toBe(samBefore - 45_000);
    expect(await balance(t, artist)).toBe(artistBefore + 45_000);
    expect(await ordersOf(t, work.id)).toHaveLength(1);

    const notes = await notificationsOf(t, artist);
    expect(notes.find((n) => n.data.orderId === body.data.id)).toMatchObject({
      type: 'payment_received',
      title: 'Artwork sold',
      message: 'Sam Rivera bought "Moon Jar" for 450.00 MACS',
      data: { amount: 45_000, currency: 'MACS', mediaId: work.id, orderId: body.data.id },
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('sells a unique piece once: the second buyer hears it is sold and is not charged', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 1_000 });
    expect((await buy(work.id, sam)).statusCode).toBe(201);

    const adaBefore = await balance(t, ada);
    const before = await t.snapshot();
    const second = await buy(work.id, ada);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      message: UNIQUE_SOLD_MESSAGE,
      error: UNIQUE_SOLD_MESSAGE,
      code: 'SOLD_OUT',
    });
    expect(await balance(t, ada)).toBe(adaBefore);
    expect(await t.snapshot()).toEqual(before);
  });

  it('sells an edition of N exactly N times, numbering the copies', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 500, editionSize: 2 });
    expect((await buy(work.id, sam)).json().data.editionNumber).toBe(1);
    expect((await buy(work.id, ada)).json().data).toMatchObject({ editionNumber: 2, editionSize: 2 });
    const third = await buy(work.id, sam);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('All 2 editions of this artwork have been sold');
    expect(await ordersOf(t, work.id)).toHaveLength(2);
  });

  it('refuses a buyer without enough MACS with the top-up message and writes nothing', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 1_001 });
    const before = await t.snapshot();
    const res = await buy(work.id, broke);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: INSUFFICIENT_FUNDS_MESSAGE });
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses visitors, your own work, unpriced, unpublished and unknown works, changing nothing', async () => {
    const priced = await insertMedia(t.database, artist.id, { priceMacs: 100 });
    const unpriced = await insertMedia(t.database, artist.id);
    const draft = await insertMedia(t.database, artist.id, { priceMacs: 100, published: false });
    const before = await t.snapshot();

    expect((await buy(priced.id)).statusCode).toBe(401);
    const own = await buy(priced.id, artist);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot buy your own artwork');
    const notForSale = await buy(unpriced.id, sam);
    expect(notForSale.statusCode).toBe(409);
    expect(notForSale.json().message).toBe('This work is not for sale');
    expect((await buy(draft.id, sam)).statusCode).toBe(404);
    expect((await buy('not-a-uuid', sam)).statusCode).toBe(404);
    expect((await buy('00000000-0000-4000-8000-000000000000', sam)).statusCode).toBe(404);
    const badKey = await buy(priced.id, sam, { 'idempotency-key': 'x'.repeat(201) });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('VALIDATION_FAILED');
    expect(await t.snapshot()).toEqual(before);
  });

  it('sells only at the price the buyer was shown: a price changed meanwhile is refused and charges nothing', async () => {
    const work = await insertMedia(t.database, artist.id, { title: 'Tea bowl', priceMacs: 500 });
    const shown = 5;
    // The artist raises the price after the buyer opened the work.
    const edit = await callAs(t, 'PUT', `/media/${work.id}`, artist, { title: 'Tea bowl', price: 45 });
    expect(edit.statusCode).toBe(200);
    const before = await t.snapshot();
    const res = await callAs(t, 'POST', `/marketplace/${work.id}/purchase`, sam, { price: shown });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      message:
        'The artist changed the price to 45.00 MACS since you looked. Nothing was charged; look again before you buy.',
    });
    expect(await t.snapshot()).toEqual(before);

    // Without the price it was shown, a purchase is not made at all.
    for (const payload of [undefined, {}, { price: 0 }, { price: '45' }]) {
      const bad = await callAs(t, 'POST', `/marketplace/${work.id}/purchase`, sam, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.snapshot()).toEqual(before);
    expect((await buy(work.id, sam)).statusCode).toBe(201);
  });

  it('replays a retry with the same Idempotency-Key instead of buying twice', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 700, editionSize: 5 });
    const samBefore = await balance(t, sam);
    const headers = { 'idempotency-key': `buy-${work.id}` };
    const first = await buy(work.id, sam, headers);
    const retry = await buy(work.id, sam, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(t, work.id)).toHaveLength(1);
    expect(await balance(t, sam)).toBe(samBefore - 700);
  });
});
