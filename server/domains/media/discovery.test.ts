import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { insertMedia } from './media-test-kit.ts';
import { mediaLikes, mediaViews } from './tables.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

describe('GET /media/search, /media/featured, /media/trending', () => {
  let t: TestApp;
  let artist: TestUser;
  let fans: TestUser[];
  const ids: Record<string, string> = {};

  const titles = async (url: string, user?: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as MediaItem[]).map((m) => m.title);
  };
  const like = (userIds: string[], mediaId: string, at: Date) =>
    t.database.db.insert(mediaLikes).values(userIds.map((userId) => ({ userId, mediaId, createdAt: at })));

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
    fans = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.database)));
    const rows = [
      ['Blue Moon Jar', 'Stoneware', ['ceramics'], 2],
      ['Harbour at Dusk', 'Oil with a blue sky', ['painting'], 3],
      ['Study in Grey', 'Charcoal', ['drawing', 'blue period'], 4],
      ['100% Cotton', 'Textile', ['textile'], 5],
      ['Old Favourite', 'Much loved', ['painting'], 60],
      ['Quiet One', 'Nobody saw it', ['painting'], 1],
    ] as const;
    for (const [title, caption, tags, age] of rows) {
      ids[title] = (
        await insertMedia(t.database, artist.id, { title, caption, tags: [...tags], createdAt: daysAgo(age) })
      ).id;
    }
    ids.Hidden = (await insertMedia(t.database, artist.id, { title: 'Hidden Blue', published: false })).id;
    const fanIds = fans.map((f) => f.id);
    // Old Favourite: many likes, but long ago. Harbour: the most recent likes. Moon Jar: fewer.
    await like(fanIds, ids['Old Favourite']!, daysAgo(40));
    await like(fanIds.slice(0, 3), ids['Harbour at Dusk']!, daysAgo(0.1));
    await like(fanIds.slice(0, 2), ids['Blue Moon Jar']!, daysAgo(1));
    await like(fanIds.slice(0, 1), ids['Study in Grey']!, daysAgo(10));
    await t.database.db.insert(mediaViews).values(
      fanIds.map((f, i) => ({
        mediaId: ids['100% Cotton']!,
        viewerKey: `user:${f}`,
        day: `2025-01-0${i + 1}`,
        createdAt: daysAgo(0.2),
      })),
    );
  });
  afterAll(async () => t.close());

  it('searches titles, captions and tags case-insensitively, title matches first, never drafts', async () => {
    expect(await titles('/media/search?query=BLUE')).toEqual([
      'Blue Moon Jar',
      'Harbour at Dusk',
      'Study in Grey',
    ]);
    expect(await titles('/media/search?query=ceramics')).toEqual(['Blue Moon Jar']);
    expect(await titles(`/media/search?query=${encodeURIComponent('100%')}`)).toEqual(['100% Cotton']);
    expect(await titles(`/media/search?query=${encodeURIComponent('%')}`)).toEqual(['100% Cotton']);
    expect(await titles('/media/search?query=_')).toEqual([]);
    expect(await titles('/media/search?query=hidden', artist)).toEqual([]);
  });

  it('refuses an empty search with a message', async () => {
    for (const url of ['/media/search', '/media/search?query=%20%20', '/media/search?query=']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a search term');
    }
  });

  it('features the most-liked published work of the last 30 days', async () => {
    expect(await titles('/media/featured')).toEqual([
      'Harbour at Dusk',
      'Blue Moon Jar',
      'Study in Grey',
      'Quiet One',
      '100% Cotton',
    ]);
    expect(await titles('/media/featured?limit=2')).toEqual(['Harbour at Dusk', 'Blue Moon Jar']);
  });

  it('ranks trending work by likes and views of the last 7 days, fading with age', async () => {
    // Harbour: 3 fresh likes (~9); Cotton: 6 fresh views (~6); Moon Jar: 2 likes a day old (~5.1).
    // Study in Grey's like is 10 days old and Old Favourite's 40: neither is trending.
    expect(await titles('/media/trending')).toEqual(['Harbour at Dusk', '100% Cotton', 'Blue Moon Jar']);
  });

  it('carries the viewer state on discovery lists', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/trending',
      headers: bearer(fans[0]!),
    });
    const harbour = (res.json().data as MediaItem[]).find((m) => m.title === 'Harbour at Dusk')!;
    expect(harbour.viewer).toEqual({ liked: true, saved: false, isOwner: false });
  });
});
