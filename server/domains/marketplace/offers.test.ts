import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { conversations } from '#server/domains/messages/tables.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { BUYER_CANNOT_PAY_MESSAGE, type Offer } from '#shared/schemas/marketplace.ts';
import { balance, buyAtListPrice, callAs, fund, notificationsOf, ordersOf } from './marketplace-test-kit.ts';
import { offers } from './tables.ts';

describe('offers', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  const offer = (mediaId: string, user: TestUser, amount: number, message?: string) =>
    callAs(t, 'POST', `/media/${mediaId}/offer`, user, { amount, ...(message ? { message } : {}) });
  const decide = (id: string, decision: string, user?: TestUser) =>
    callAs(t, 'POST', `/marketplace/offers/${id}/${decision}`, user);
  const offersAs = async (user: TestUser, role: 'artist' | 'buyer') =>
    (await callAs(t, 'GET', `/marketplace/offers?role=${role}`, user)).json().data as Offer[];
  const offerRows = (mediaId: string) =>
    t.database.db.select().from(offers).where(eq(offers.mediaId, mediaId));

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    buyer = await createTestUser(t.database, { name: 'Sam Rivera' });
    other = await createTestUser(t.database, { name: 'Ada Park' });
    await fund(t, buyer, 1000);
  });
  afterAll(async () => t.close());

  it('records an offer, opens its conversation and lists it to both sides; a new price replaces it', async () => {
    const work = await insertMedia(t.database, artist.id, { title: 'Kiln Weather I', priceMacs: 78_000 });
    expect((await offer(work.id, buyer, 500, 'Love the ash')).statusCode).toBe(201);
    const [first] = await offerRows(work.id);
    expect(first).toMatchObject({ amountMacs: 50_000, message: 'Love the ash', status: 'pending' });
    const [conversation] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.offerId, first!.id));
    expect(conversation).toMatchObject({ clientId: buyer.id, artistId: artist.id });
    const note = (await notificationsOf(t, artist)).find((n) => n.data.offerId === first!.id);
    expect(note).toMatchObject({
      type: 'message_received',
      message: 'Sam Rivera offered 500.00 MACS for "Kiln Weather I"',
    });

    expect((await offer(work.id, buyer, 600)).statusCode).toBe(201);
    const rows = await offerRows(work.id);
    expect(rows.map((r) => [r.amountMacs, r.status]).sort()).toEqual([
      [50_000, 'withdrawn'],
      [60_000, 'pending'],
    ]);
    const [incoming] = await offersAs(artist, 'artist');
    expect(incoming).toMatchObject({
      amount: 600,
      status: 'pending',
      artwork: { id: work.id, title: 'Kiln Weather I', price: 780 },
      buyer: { id: buyer.id, name: 'Sam Rivera' },
    });
    expect((await offersAs(buyer, 'buyer'))[0]).toEqual(incoming);
    expect(await offersAs(other, 'buyer')).toEqual([]);
    expect((await callAs(t, 'GET', '/marketplace/offers?role=owner', buyer)).statusCode).toBe(400);
    expect((await callAs(t, 'GET', '/marketplace/offers')).statusCode).toBe(401);
  });

  it('accepting sells at the offered price through the ledger and tells the buyer', async () => {
    const work = await insertMedia(t.database, artist.id, { title: 'Moon Jar', priceMacs: 45_000 });
    await offer(work.id, buyer, 300);
    const [pending] = await offerRows(work.id);
    const buyerBefore = await balance(t, buyer);

    const res = await decide(pending!.id, 'accept', artist);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Offer accepted. The artwork is sold at the offered price.',
      data: { status: 'accepted', amount: 300 },
    });
    const [order] = await ordersOf(t, work.id);
    expect(order).toMatchObject({ buyerId: buyer.id, priceMacs: 30_000, editionNumber: 1 });
    expect(res.json().data.orderId).toBe(order!.id);
    expect(await balance(t, buyer)).toBe(buyerBefore - 30_000);
    const told = (await notificationsOf(t, buyer)).find((n) => n.data.offerId === pending!.id);
    expect(told).toMatchObject({
      title: 'Offer accepted',
      message: 'Maya Chen accepted your offer of 300.00 MACS. The original file is in My purchases.',
      data: { orderId: order!.id },
    });
    const again = await decide(pending!.id, 'decline', artist);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer is already accepted');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('closes the other open offers once the last copy sells, by offer or by Buy Now, telling each buyer', async () => {
    const third = await createTestUser(t.database, { name: 'Lee Park' });
    await fund(t, third, 1000);
    const jar = await insertMedia(t.database, artist.id, { title: 'Ash Jar', priceMacs: 45_000 });
    await offer(jar.id, buyer, 300);
    await offer(jar.id, other, 250);
    const byBuyer = (await offerRows(jar.id)).find((o) => o.buyerId === buyer.id)!;
    expect((await decide(byBuyer.id, 'accept', artist)).statusCode).toBe(200);
    const closed = (await offerRows(jar.id)).find((o) => o.buyerId === other.id)!;
    expect(closed).toMatchObject({ status: 'declined', decidedAt: expect.any(Date) });
    expect((await notificationsOf(t, other)).find((n) => n.data.offerId === closed.id)).toMatchObject({
      title: 'Offer closed',
      message: '"Ash Jar" has sold, so your offer of 250.00 MACS is closed.',
    });
    expect(
      (await offersAs(artist, 'artist')).filter((o) => o.status === 'pending' && o.artwork.id === jar.id),
    ).toEqual([]);

    // An edition closes its offers only with its last copy.
    const prints = await insertMedia(t.database, artist.id, {
      title: 'Prints',
      priceMacs: 100,
      editionSize: 2,
    });
    await offer(prints.id, other, 0.5);
    await buyAtListPrice(t, prints.id, buyer);
    expect((await offerRows(prints.id)).map((o) => o.status)).toEqual(['pending']);
    await buyAtListPrice(t, prints.id, third);
    expect((await offerRows(prints.id)).map((o) => o.status)).toEqual(['declined']);
  });

  it('keeps the offer pending when the buyer cannot pay, and says so to the artist', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 900_000 });
    await offer(work.id, other, 5000);
    const [pending] = await offerRows(work.id);
    const before = await t.snapshot();
    const res = await decide(pending!.id, 'accept', artist);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: BUYER_CANNOT_PAY_MESSAGE });
    expect(await t.snapshot()).toEqual(before);
  });

  it('lets the artist decline and the buyer withdraw; nobody else decides', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 1_000 });
    await offer(work.id, buyer, 5);
    await offer(work.id, other, 6);
    const incoming = (await offersAs(artist, 'artist')).filter((o) => o.artwork.id === work.id);
    const fromBuyer = incoming.find((o) => o.buyer.id === buyer.id);
    const fromOther = incoming.find((o) => o.buyer.id === other.id);
    const before = await t.snapshot();
    expect((await decide(fromOther!.id, 'accept', buyer)).statusCode).toBe(404);
    const buyerAccepts = await decide(fromOther!.id, 'accept', other);
    expect(buyerAccepts.statusCode).toBe(403);
    expect(buyerAccepts.json().message).toBe('Only the artist can accept or decline this offer');
    expect((await decide(fromOther!.id, 'withdraw', artist)).json().message).toBe(
      'Only the buyer can withdraw this offer',
    );
    expect((await decide(fromOther!.id, 'decline')).statusCode).toBe(401);
    expect((await decide('nope', 'decline', artist)).statusCode).toBe(404);
    expect(await t.snapshot()).toEqual(before);

    const declined = await decide(fromOther!.id, 'decline', artist);
    expect(declined.json().data.status).toBe('declined');
    const told = (await notificationsOf(t, other)).find((n) => n.data.offerId === fromOther!.id);
    expect(told).toMatchObject({
      title: 'Offer declined',
      message: 'Maya Chen declined your offer of 6.00 MACS.',
    });
    expect((await decide(fromBuyer!.id, 'withdraw', buyer)).json()).toMatchObject({
      message: 'Offer withdrawn.',
      data: { status: 'withdrawn' },
    });
  });

  it('refuses an offer on a sold-out piece without recording it', async () => {
    const work = await insertMedia(t.database, artist.id, { priceMacs: 100 });
    await callAs(t, 'POST', `/marketplace/${work.id}/purchase`, buyer, { price: 1 });
    const before = await t.snapshot();
    const res = await offer(work.id, other, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SOLD_OUT', message: 'This artwork has already been sold' });
    expect(await t.snapshot()).toEqual(before);
  });
});
