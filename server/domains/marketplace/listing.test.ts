import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { mediaLikes } from '#server/domains/media/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { Listing } from '#shared/schemas/marketplace.ts';
import { callAs, fund } from './marketplace-test-kit.ts';

describe('GET /marketplace', () => {
  let t: TestApp;
  let potter: TestUser;
  let coder: TestUser;
  let fan: TestUser;
  const titles = async (query: string) =>
    (await callAs(t, 'GET', `/marketplace${query}`)).json().data.map((l: Listing) => l.title);

  beforeAll(async () => {
    t = await createTestApp();
    potter = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    coder = await createTestUser(t.database, { role: 'artist', name: 'Kai Nakamura' });
    fan = await createTestUser(t.database);
    await t.database.db.insert(artistProfiles).values([
      { userId: potter.id, category: 'sculpture' },
      { userId: coder.id, category: 'digital-art' },
    ]);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await insertMedia(t.database, potter.id, { title: 'Jar', priceMacs: 45_000, createdAt: at(1) });
    const cups = await insertMedia(t.database, potter.id, {
      title: 'Cups',
      priceMacs: 6_000,
      editionSize: 3,
      createdAt: at(2),
    });
    const orbit = await insertMedia(t.database, coder.id, {
      title: 'Orbit',
      priceMacs: 24_000,
      createdAt: at(3),
    });
    await insertMedia(t.database, coder.id, { title: 'Not for sale', createdAt: at(4) });
    await insertMedia(t.database, coder.id, {
      title: 'Draft',
      priceMacs: 100,
      published: false,
      createdAt: at(5),
    });
    await t.database.db.insert(mediaLikes).values({ userId: fan.id, mediaId: orbit.id });
    await fund(t, fan, 100);
    await callAs(t, 'POST', `/marketplace/${cups.id}/purchase`, fan, { price: 60 });
  });
  afterAll(async () => t.close());

  it('lists published priced work, newest first, with the artist and what is left', async () => {
    const res = await callAs(t, 'GET', '/marketplace');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, hasMore: false });
    expect(body.data.map((l: Listing) => l.title)).toEqual(['Orbit', 'Cups', 'Jar']);
    expect(body.data[1]).toMatchObject({
      price: 60,
      editionSize: 3,
      sold: 1,
      remaining: 2,
      soldOut: false,
      artist: { id: potter.id, name: 'Maya Chen', category: 'sculpture', verified: false },
    });
    expect(body.data[2]).toMatchObject({ editionSize: null, sold: 0, remaining: 1, soldOut: false });
  });

  it('filters by category and price and sorts by price or likes', async () => {
    expect(await titles('?category=sculpture')).toEqual(['Cups', 'Jar']);
    expect(await titles('?category=&minPrice=&maxPrice=')).toEqual(['Orbit', 'Cups', 'Jar']);
    expect(await titles('?minPrice=60&maxPrice=240')).toEqual(['Orbit', 'Cups']);
    expect(await titles('?sort=price_asc')).toEqual(['Cups', 'Orbit', 'Jar']);
    expect(await titles('?sort=price_desc')).toEqual(['Jar', 'Orbit', 'Cups']);
    expect((await titles('?sort=popular'))[0]).toBe('Orbit');
  });

  it('pages with a clamped page size', async () => {
    const first = (await callAs(t, 'GET', '/marketplace?limit=2')).json();
    expect(first.data.map((l: Listing) => l.title)).toEqual(['Orbit', 'Cups']);
    expect(first.hasMore).toBe(true);
    const second = (await callAs(t, 'GET', '/marketplace?limit=2&page=2')).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.data.map((l: Listing) => l.title)).toEqual(['Jar']);
    expect((await callAs(t, 'GET', '/marketplace?limit=0')).json().data).toHaveLength(1);
  });

  it.each([
    ['?category=pottery', 'Please choose a category: Digital Art, Traditional, Mixed Media or Sculpture'],
    ['?minPrice=-1', 'Minimum price must be a number of MACS'],
    ['?maxPrice=lots', 'Maximum price must be a number of MACS'],
    ['?minPrice=50&maxPrice=10', 'Minimum price cannot be above the maximum price'],
    ['?sort=cheapest', 'Sort must be newest, price_asc, price_desc or popular'],
    ['?page=0', 'Page must be a whole number from 1'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await callAs(t, 'GET', `/marketplace${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
  });
});
