import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { insertMedia } from './media-test-kit.ts';
import { media, mediaLikes, mediaSaves, mediaViews } from './tables.ts';

describe('likes, saves, views and stats', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;
  let artwork: typeof media.$inferSelect;
  let draft: typeof media.$inferSelect;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, remoteAddress?: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const likeRows = async (mediaId: string) =>
    (await t.database.db.select().from(mediaLikes).where(eq(mediaLikes.mediaId, mediaId))).length;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist' });
    fan = await createTestUser(t.database, { name: 'Fan One' });
    artwork = await insertMedia(t.database, artist.id, { title: 'Moon Jar' });
    draft = await insertMedia(t.database, artist.id, { title: 'Draft', published: false });
  });
  afterAll(async () => t.close());

  describe('like and unlike', () => {
    it('is idempotent and answers the exact count and the caller state', async () => {
      const first = await call('POST', `/media/${artwork.id}/like`, fan);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, liked: true, likes: 1 });
      expect((await call('POST', `/media/${artwork.id}/like`, fan)).json()).toEqual({
        success: true,
        liked: true,
        likes: 1,
      });
      expect((await call('GET', `/media/${artwork.id}`, fan)).json().data.viewer).toMatchObject({
        liked: true,
      });
      expect((await call('DELETE', `/media/${artwork.id}/like`, fan)).json()).toEqual({
        success: true,
        liked: false,
        likes: 0,
      });
      expect((await call('DELETE', `/media/${artwork.id}/like`, fan)).json()).toEqual({
        success: true,
        liked: false,
        likes: 0,
      });
      expect(await likeRows(artwork.id)).toBe(0);
    });

    it('refuses visitors with 401, and unknown or hidden work with 404, changing nothing', async () => {
      const before = await t.snapshot();
      const visitor = await call('POST', `/media/${artwork.id}/like`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('Please sign in to continue');
      expect((await call('POST', `/media/${draft.id}/like`, fan)).statusCode).toBe(404);
      expect((await call('POST', '/media/not-a-uuid/like', fan)).statusCode).toBe(404);
      expect((await call('DELETE', `/media/${draft.id}/like`, fan)).statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);
    });

    it('counts exactly 50 when 50 different users like at once', async () => {
      const target = await insertMedia(t.database, artist.id);
      const users = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.database)));
      const results = await Promise.all(users.map((u) => call('POST', `/media/${target.id}/like`, u)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(Math.max(...results.map((r) => r.json().likes))).toBe(50);
      expect(await likeRows(target.id)).toBe(50);
      expect((await call('GET', `/media/${target.id}/stats`)).json().data.likes).toBe(50);
    });

    it('counts one when one user likes 20 times at once', async () => {
      const target = await insertMedia(t.database, artist.id);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => call('POST', `/media/${target.id}/like`, fan)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(results.every((r) => r.json().liked === true && r.json().likes === 1)).toBe(true);
      expect(await likeRows(target.id)).toBe(1);
    });

    it('lists likers publicly, most recent first, page by page', async () => {
      const target = await insertMedia(t.database, artist.id);
      const likers = [await createTestUser(t.database), await createTestUser(t.database), fan];
      for (const [i, u] of likers.entries()) {
        await t.database.db
          .insert(mediaLikes)
          .values({ userId: u.id, mediaId: target.id, createdAt: new Date(Date.UTC(2025, 0, 1, i)) });
      }
      const first = await call('GET', `/media/${target.id}/likes?limit=2`);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual([
        { id: fan.id, name: 'Fan One', username: fan.username, avatarUrl: null },
        { id: likers[1]!.id, name: likers[1]!.name, username: likers[1]!.username, avatarUrl: null },
      ]);
      const second = await call('GET', `/media/${target.id}/likes?limit=2&cursor=${first.json().nextCursor}`);
      expect(second.json().data.map((u: { id: string }) => u.id)).toEqual([likers[0]!.id]);
      expect(second.json().nextCursor).toBeNull();
      expect((await call('GET', `/media/${target.id}/likes?cursor=bogus`)).statusCode).toBe(400);
      expect((await call('GET', `/media/${target.id}/likes?limit=0`)).json().message).toBe(
        'Limit must be a whole number from 1 to 50',
      );
      expect((await call('GET', `/media/${draft.id}/likes`)).statusCode).toBe(404);
    });
  });

  describe('save', () => {
    it('is idempotent, exact, and fills the caller saved list newest first', async () => {
      const a = await insertMedia(t.database, artist.id, { title: 'Saved A' });
      const b = await insertMedia(t.database, artist.id, { title: 'Saved B' });
      expect((await call('POST', `/media/${a.id}/save`, fan)).json()).toEqual({
        success: true,
        saved: true,
        saves: 1,
      });
      expect((await call('POST', `/media/${a.id}/save`, fan)).json()).toEqual({
        success: true,
        saved: true,
        saves: 1,
      });
      await call('POST', `/media/${b.id}/save`, fan);
      const list = await call('GET', '/media/saved', fan);
      expect(list.statusCode).toBe(200);
      const items = list.json().data as MediaItem[];
      expect(items.map((m) => m.title)).toEqual(['Saved B', 'Saved A']);
      expect(items.every((m) => m.viewer.saved)).toBe(true);
      const paged = await call('GET', '/media/saved?limit=1', fan);
      const next = await call('GET', `/media/saved?limit=1&cursor=${paged.json().nextCursor}`, fan);
      expect(next.json().data.map((m: MediaItem) => m.title)).toEqual(['Saved A']);

      expect((await call('DELETE', `/media/${a.id}/save`, fan)).json()).toEqual({
        success: true,
        saved: false,
        saves: 0,
      });
      expect((await call('DELETE', `/media/${a.id}/save`, fan)).json().saves).toBe(0);
      const rows = await t.database.db.select().from(mediaSaves).where(eq(mediaSaves.userId, fan.id));
      expect(rows.map((r) => r.mediaId)).toEqual([b.id]);
    });

    it('needs a signed-in caller and a visible work', async () => {
      const before = await t.snapshot();
      expect((await call('POST', `/media/${artwork.id}/save`)).statusCode).toBe(401);
      expect((await call('GET', '/media/saved')).statusCode).toBe(401);
      expect((await call('POST', `/media/${draft.id}/save`, fan)).statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);
    });
  });

  describe('views', () => {
    it('counts a signed-in viewer once per UTC day, and another viewer again', async () => {
      const target = await insertMedia(t.database, artist.id);
      expect((await call('POST', `/media/${target.id}/view`, fan)).json()).toEqual({
        success: true,
        views: 1,
        counted: true,
      });
      expect((await call('POST', `/media/${target.id}/view`, fan)).json()).toEqual({
        success: true,
        views: 1,
        counted: false,
      });
      const other = await createTestUser(t.database);
      expect((await call('POST', `/media/${target.id}/view`, other)).json()).toMatchObject({
        views: 2,
        counted: true,
      });
      // Yesterday's view does not stop today's.
      await t.database.db
        .update(mediaViews)
        .set({ day: sql`${mediaViews.day} - 1` })
        .where(eq(mediaViews.mediaId, target.id));
      expect((await call('POST', `/media/${target.id}/view`, fan)).json()).toMatchObject({
        views: 3,
        counted: true,
      });
    });

    it('counts visitors by a keyed hash of their address, never the address itself', async () => {
      const target = await insertMedia(t.database, artist.id);
      const once = await call('POST', `/media/${target.id}/view`, undefined, '203.0.113.7');
      expect(once.json()).toMatchObject({ views: 1, counted: true });
      expect((await call('POST', `/media/${target.id}/view`, undefined, '203.0.113.7')).json()).toMatchObject(
        {
          views: 1,
          counted: false,
        },
      );
      expect(
        (await call('POST', `/media/${target.id}/view`, undefined, '198.51.100.2')).json(),
      ).toMatchObject({
        views: 2,
        counted: true,
      });
      const keys = await t.database.db.select().from(mediaViews).where(eq(mediaViews.mediaId, target.id));
      expect(keys).toHaveLength(2);
      for (const { viewerKey } of keys) {
        expect(viewerKey).toMatch(/^anon:[0-9a-f]{64}$/);
        expect(viewerKey).not.toContain('203.0.113.7');
      }
    });

    it('counts 20 simultaneous views by one viewer once', async () => {
      const target = await insertMedia(t.database, artist.id);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => call('POST', `/media/${target.id}/view`, fan)),
      );
      expect(results.filter((r) => r.json().counted)).toHaveLength(1);
      const [row] = await t.database.db.select().from(media).where(eq(media.id, target.id));
      expect(row!.views).toBe(1);
    });

    it('answers 404 for hidden or unknown work and stores nothing', async () => {
      const before = await t.snapshot();
      expect((await call('POST', `/media/${draft.id}/view`)).statusCode).toBe(404);
      expect((await call('POST', '/media/1234/view')).statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);
    });
  });

  it('answers stats with every count', async () => {
    const target = await insertMedia(t.database, artist.id, { downloads: 4 });
    await call('POST', `/media/${target.id}/like`, fan);
    await call('POST', `/media/${target.id}/save`, fan);
    await call('POST', `/media/${target.id}/view`, fan);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/media/${target.id}/comments`,
      headers: bearer(fan),
      payload: { body: 'Lovely' },
    });
    const res = await call('GET', `/media/${target.id}/stats`);
    expect(res.json()).toEqual({
      success: true,
      data: { likes: 1, views: 1, downloads: 4, comments: 1, saves: 1 },
    });
    expect((await call('GET', `/media/${draft.id}/stats`)).statusCode).toBe(404);
    expect((await call('GET', `/media/${draft.id}/stats`, artist)).statusCode).toBe(200);
  });
});
