import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '#server/domains/artists/tables.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { mediaLikes, mediaSaves } from '#server/domains/media/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { FeedResponse } from '#shared/schemas/feed.ts';

describe('GET /feed: viewer state and the following scope', () => {
  let t: TestApp;
  let followed: TestUser;
  let unfollowed: TestUser;
  let reader: TestUser;
  const ids: Record<string, string> = {};

  const get = async (url: string, user?: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
    });
    return { status: res.statusCode, body: res.json() as FeedResponse & { message?: string } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    followed = await createTestUser(t.database, { role: 'artist' });
    unfollowed = await createTestUser(t.database, { role: 'artist' });
    reader = await createTestUser(t.database);
    const base = Date.parse('2025-03-01T12:00:00Z');
    const plan = [
      ['F1', followed, 1],
      ['U1', unfollowed, 2],
      ['F2', followed, 3],
      ['F3', followed, 4],
      ['U2', unfollowed, 5],
    ] as const;
    for (const [title, artist, hours] of plan) {
      ids[title] = (
        await insertMedia(t.database, artist.id, { title, createdAt: new Date(base - hours * 3_600_000) })
      ).id;
    }
    await insertMedia(t.database, followed.id, { title: 'Draft', published: false });
    await t.database.db.insert(follows).values({ followerId: reader.id, artistId: followed.id });
    await t.database.db.insert(mediaLikes).values({ userId: reader.id, mediaId: ids.F1! });
    await t.database.db.insert(mediaSaves).values([
      { userId: reader.id, mediaId: ids.F1! },
      { userId: reader.id, mediaId: ids.U1! },
    ]);
    // Someone else's like must not show as the reader's.
    await t.database.db.insert(mediaLikes).values({ userId: followed.id, mediaId: ids.U1! });
  });
  afterAll(async () => t.close());

  it('shows every post as not liked and not saved to a visitor', async () => {
    const { body } = await get('/feed');
    expect(body.posts).toHaveLength(5);
    expect(body.posts.every((p) => !p.viewer.liked && !p.viewer.saved)).toBe(true);
  });

  it("carries the caller's own like and save on each post", async () => {
    const { body } = await get('/feed', reader);
    const state = Object.fromEntries(body.posts.map((p) => [p.artwork.title, p.viewer]));
    expect(state).toEqual({
      F1: { liked: true, saved: true },
      U1: { liked: false, saved: true },
      F2: { liked: false, saved: false },
      F3: { liked: false, saved: false },
      U2: { liked: false, saved: false },
    });
    expect(body.posts.find((p) => p.artwork.title === 'U1')!.engagement.likes).toBe(1);
  });

  it('keeps only followed artists with scope=following, still keyset-paged', async () => {
    const all = await get('/feed?scope=following', reader);
    expect(all.status).toBe(200);
    expect(all.body.posts.map((p) => p.artwork.title)).toEqual(['F1', 'F2', 'F3']);

    const first = await get('/feed?scope=following&limit=2', reader);
    expect(first.body.posts.map((p) => p.artwork.title)).toEqual(['F1', 'F2']);
    const next = await get(`/feed?scope=following&limit=2&cursor=${first.body.nextCursor}`, reader);
    expect(next.body.posts.map((p) => p.artwork.title)).toEqual(['F3']);
    expect(next.body.nextCursor).toBeNull();
  });

  it('answers an empty page to someone who follows nobody', async () => {
    const loner = await createTestUser(t.database);
    const { status, body } = await get('/feed?scope=following', loner);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, posts: [], nextCursor: null });
  });

  it('asks visitors to sign in for the following scope, and refuses an unknown scope', async () => {
    const visitor = await get('/feed?scope=following');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Please sign in to continue');
    const bad = await get('/feed?scope=friends', reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Scope must be all or following');
    expect((await get('/feed?scope=all')).body.posts).toHaveLength(5);
  });
});
