import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/domains/auth/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { ArtistSummary, DiscoverArtwork } from '#shared/schemas/artists.ts';
import { follows } from './tables.ts';
import { addTestMedia, createTestArtist } from './test-artists.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('artists list and Discover', () => {
  let t: TestApp;
  let potter: TestUser;
  let painter: TestUser;
  let pixel: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    potter = await createTestArtist(
      t.database,
      { username: 'maya_clay', name: 'Maya Clay' },
      {
        category: 'sculpture',
        bio: `Wood-fired stoneware. ${'Glazes and ash. '.repeat(20)}`,
        location: 'Portland',
      },
    );
    painter = await createTestArtist(
      t.database,
      { username: 'otto_oil', name: 'Otto Oil' },
      { category: 'traditional', bio: 'Oil on linen.', specialties: ['Portraits'] },
    );
    pixel = await createTestArtist(t.database, { username: 'pia_pixel' }, { category: 'digital-art' });
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, potter.id));
    await addTestMedia(t.database, potter.id, [
      { title: 'Bowl', createdAt: hoursAgo(5), thumbnailKey: 'media/bowl-thumb.webp', priceMacs: 15000 },
      { title: 'Vase', createdAt: hoursAgo(4) },
      { title: 'Cup', createdAt: hoursAgo(3) },
      { title: 'Plate', createdAt: hoursAgo(2) },
      { title: 'Secret', createdAt: hoursAgo(1), published: false },
    ]);
    await addTestMedia(t.database, painter.id, [{ title: 'Harbour', createdAt: hoursAgo(6) }]);
    await addTestMedia(t.database, pixel.id, [{ title: 'Glitch', createdAt: hoursAgo(7) }]);
    const fans = await Promise.all([createTestUser(t.database), createTestUser(t.database)]);
    await t.database.db
      .insert(follows)
      .values([
        ...fans.map((f) => ({ followerId: f.id, artistId: potter.id })),
        { followerId: fans[0]!.id, artistId: painter.id },
      ]);
    // A supporter is never listed.
    await createTestUser(t.database, { username: 'sam_fan' });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('lists artists most followed first with counts, excerpt and their three newest works', async () => {
    const res = await get('/profiles');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, limit: 12, hasMore: false });
    expect(body.data.map((a: ArtistSummary) => a.username)).toEqual(['maya_clay', 'otto_oil', 'pia_pixel']);
    const maya = body.data[0] as ArtistSummary;
    expect(maya).toMatchObject({
      id: potter.id,
      name: 'Maya Clay',
      verified: true,
      category: 'sculpture',
      location: 'Portland',
      followers: 2,
      artworks: 4,
      rating: null,
      reviews: 0,
    });
    expect(maya.bioExcerpt.length).toBeLessThanOrEqual(161);
    expect(maya.bioExcerpt.endsWith('…')).toBe(true);
    expect(maya.recentArtworks.map((a) => a.title)).toEqual(['Plate', 'Cup', 'Vase']);
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('sam_fan');
  });

  it('filters by category and by words, and pages', async () => {
    const sculpture = (await get('/profiles?category=sculpture')).json();
    expect(sculpture.data.map((a: ArtistSummary) => a.username)).toEqual(['maya_clay']);
    const byWord = (await get('/profiles?q=portr')).json();
    expect(byWord.data.map((a: ArtistSummary) => a.username)).toEqual(['otto_oil']);
    const nothing = (await get(`/profiles?q=${encodeURIComponent("'&|!")}`)).json();
    expect(nothing.data).toEqual([]);
    const page1 = (await get('/profiles?limit=2')).json();
    expect(page1).toMatchObject({ page: 1, limit: 2, hasMore: true });
    const page2 = (await get('/profiles?limit=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, hasMore: false });
    expect(page2.data.map((a: ArtistSummary) => a.username)).toEqual(['pia_pixel']);
  });

  it('refuses a bad category, page or limit with a clear message', async () => {
    for (const [url, message] of [
      [
        '/profiles?category=poetry',
        'Please choose a category: Digital Art, Traditional, Mixed Media or Sculpture',
      ],
      ['/profiles?page=0', 'Page must be a whole number from 1'],
      ['/profiles?limit=500', 'Limit must be a whole number from 1 to 50'],
      [
        '/discover?category=poetry',
        'Please choose a category: Digital Art, Traditional, Mixed Media or Sculpture',
      ],
      ['/discover?limit=abc', 'Limit must be a whole number from 1 to 50'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('returns only the category asked for, artists and their works newest first', async () => {
    for (const [category, artist, works] of [
      ['sculpture', 'maya_clay', ['Plate', 'Cup', 'Vase', 'Bowl']],
      ['traditional', 'otto_oil', ['Harbour']],
      ['digital-art', 'pia_pixel', ['Glitch']],
      ['mixed-media', null, []],
    ] as const) {
      const res = await get(`/discover?category=${category}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.category).toBe(category);
      expect(body.artists.map((a: ArtistSummary) => a.username)).toEqual(artist ? [artist] : []);
      expect(body.artworks.map((a: DiscoverArtwork) => a.title)).toEqual(works);
      expect(body.artworks.every((a: DiscoverArtwork) => a.category === category)).toBe(true);
    }
    const bowl = (await get('/discover?category=sculpture')).json().artworks[3] as DiscoverArtwork;
    expect(bowl).toMatchObject({
      price: 150,
      thumbnailUrl: '/api/v1/files/media/bowl-thumb.webp',
      artist: { id: potter.id, username: 'maya_clay', verified: true },
    });
  });

  it('without a category shows every artist and the newest works overall', async () => {
    const body = (await get('/discover?limit=3')).json();
    expect(body.category).toBeNull();
    expect(body.artists).toHaveLength(3);
    expect(body.artworks.map((a: DiscoverArtwork) => a.title)).toEqual(['Plate', 'Cup', 'Vase']);
  });
});
