import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { insertMedia, storeMediaFiles } from '#server/domains/media/media-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { Order } from '#shared/schemas/marketplace.ts';
import { callAs, fund } from './marketplace-test-kit.ts';
import { orders } from './tables.ts';

describe('orders, sales and the purchased download', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let order: Order;
  let original: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { name: 'Maya Chen' });
    buyer = await createTestUser(t.database, { name: 'Sam Rivera' });
    other = await createTestUser(t.database, { name: 'Ada Park' });
    await fund(t, buyer, 1000);
    const files = await storeMediaFiles(t.config);
    original = files.original;
    // Downloads are off for the public: the buyer still gets the file they paid for.
    const work = await insertMedia(t.database, artist.id, {
      title: 'Tide Pool Cups',
      priceMacs: 6_000,
      editionSize: 20,
      allowDownload: false,
      ...files.keys,
    });
    order = (await callAs(t, 'POST', `/marketplace/${work.id}/purchase`, buyer, { price: 60 })).json().data;
  });
  afterAll(async () => t.close());

  it("lists the buyer's purchases with a download link, and the artist's sales without one", async () => {
    const purchases = await callAs(t, 'GET', '/marketplace/orders', buyer);
    expect(purchases.statusCode).toBe(200);
    expect(purchases.json()).toEqual({ success: true, data: [order] });
    expect(order.thumbnailUrl).toMatch(/^\/api\/v1\/files\//);

    const sales = await callAs(t, 'GET', '/marketplace/sales', artist);
    expect(sales.json().data).toEqual([{ ...order, downloadUrl: null }]);
    expect((await callAs(t, 'GET', '/marketplace/orders', other)).json().data).toEqual([]);
    expect((await callAs(t, 'GET', '/marketplace/sales', buyer)).json().data).toEqual([]);
  });

  it("counts the sale on the artist's public profile", async () => {
    const profile = await callAs(t, 'GET', `/profiles/public/${artist.username}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.stats.sales).toBe(1);
  });

  it('streams the original to the buyer as a named attachment the browser must not sniff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: order.downloadUrl!,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tide-pool-cups.png"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('hides the download from everyone but the buyer, and asks visitors to sign in', async () => {
    const url = `/marketplace/orders/${order.id}/download`;
    for (const user of [artist, other]) {
      const res = await callAs(t, 'GET', url, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await callAs(t, 'GET', url)).statusCode).toBe(401);
    expect((await callAs(t, 'GET', '/marketplace/orders/nope/download', buyer)).statusCode).toBe(404);
    expect((await callAs(t, 'GET', '/marketplace/orders')).statusCode).toBe(401);
    expect((await callAs(t, 'GET', '/marketplace/sales')).statusCode).toBe(401);
  });

  it('keeps the order and the file paid for when the artist deletes the artwork', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/media/${order.mediaId}`,
      headers: { authorization: `Bearer ${artist.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    const [kept] = (await callAs(t, 'GET', '/marketplace/orders', buyer)).json().data;
    expect(kept).toMatchObject({
      id: order.id,
      mediaId: null,
      title: 'Tide Pool Cups',
      downloadUrl: order.downloadUrl,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: order.downloadUrl!,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
    // The pictures the site showed are gone with the artwork.
    expect((await t.app.inject({ method: 'GET', url: order.thumbnailUrl! })).statusCode).toBe(404);
  });

  it('says why the file is gone for an order older than the kept original', async () => {
    await t.database.db.update(orders).set({ originalKey: null }).where(eq(orders.id, order.id));
    const [kept] = (await callAs(t, 'GET', '/marketplace/orders', buyer)).json().data;
    expect(kept).toMatchObject({ id: order.id, downloadUrl: null });
    const res = await callAs(t, 'GET', `/marketplace/orders/${order.id}/download`, buyer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'The artist has removed this artwork, so its file is no longer available',
    );
  });
});
