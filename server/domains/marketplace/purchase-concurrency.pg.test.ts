import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { balance, callAs, fund, ordersOf } from './marketplace-test-kit.ts';

const PRICE_MINOR = 10_000;
const FUNDS_MACS = 1_000;

/** Races only show on a real PostgreSQL with a pool of connections (PGlite has one). */
describe('Buy Now under a race (PostgreSQL)', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyers: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
    buyers = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.database)));
    for (const buyer of buyers) await fund(t, buyer, FUNDS_MACS);
  });
  afterAll(async () => t.close());

  const race = (mediaId: string) =>
    Promise.all(
      buyers.map((buyer) =>
        callAs(t, 'POST', `/marketplace/${mediaId}/purchase`, buyer, { price: PRICE_MINOR / 100 }),
      ),
    );

  it('sells a unique piece to exactly one of 20 buyers; only the winner is charged', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: PRICE_MINOR });
    const artistBefore = await balance(t, artist);
    const before = await Promise.all(buyers.map((b) => balance(t, b)));

    const answers = await race(work.id);
    const won = answers.flatMap((res, i) => (res.statusCode === 201 ? [i] : []));
    expect(won).toHaveLength(1);
    const lost = answers.filter((res) => res.statusCode !== 201);
    expect(lost.map((res) => [res.statusCode, res.json().code])).toEqual(Array(19).fill([409, 'SOLD_OUT']));

    const after = await Promise.all(buyers.map((b) => balance(t, b)));
    after.forEach((value, i) => {
      expect(value).toBe(before[i]! - (i === won[0] ? PRICE_MINOR : 0));
    });
    expect(await balance(t, artist)).toBe(artistBefore + PRICE_MINOR);
    expect(await ordersOf(t, work.id)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('sells an edition of 3 exactly three times, numbered 1 to 3', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: PRICE_MINOR, editionSize: 3 });
    const answers = await race(work.id);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode === 409).map((res) => res.json().message);
    expect(refused).toEqual(Array(17).fill('All 3 editions of this artwork have been sold'));
    const orders = await ordersOf(t, work.id);
    expect(orders.map((o) => o.editionNumber).sort()).toEqual([1, 2, 3]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
