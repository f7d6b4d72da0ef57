import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { follows } from './tables.ts';
import { createTestArtist } from './test-artists.ts';

describe('follow, unfollow and follow-status', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;
  let supporter: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { username: 'maya_clay' });
    fan = await createTestUser(t.database);
    supporter = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, user?: TestUser) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(user ? { headers: bearer(user) } : {}) });

  const followerRows = async (artistId: string) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(follows)
        .where(eq(follows.artistId, artistId))
    )[0]!.n;

  it('follows and unfollows idempotently with exact counts', async () => {
    const first = await call('POST', '/profiles/maya_clay/follow', fan);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, following: true, followers: 1 });
    const again = await call('POST', `/profiles/${artist.id}/follow`, fan);
    expect(again.json()).toEqual({ success: true, following: true, followers: 1 });
    expect(await followerRows(artist.id)).toBe(1);

    const status = await call('GET', '/profiles/maya_clay/follow-status', fan);
    expect(status.json()).toEqual({ success: true, following: true, followers: 1 });
    const otherStatus = await call('GET', '/profiles/maya_clay/follow-status', supporter);
    expect(otherStatus.json()).toEqual({ success: true, following: false, followers: 1 });
    const signedOut = await call('GET', '/profiles/maya_clay/follow-status');
    expect(signedOut.json()).toEqual({ success: true, following: false, followers: 1 });

    const off = await call('POST', '/profiles/maya_clay/unfollow', fan);
    expect(off.json()).toEqual({ success: true, following: false, followers: 0 });
    const offAgain = await call('POST', '/profiles/maya_clay/unfollow', fan);
    expect(offAgain.json()).toEqual({ success: true, following: false, followers: 0 });
    expect(await followerRows(artist.id)).toBe(0);
  });

  it('shows the follow on the public profile', async () => {
    await call('POST', '/profiles/maya_clay/follow', supporter);
    const profile = await call('GET', '/profiles/public/maya_clay');
    expect(profile.json().data.stats.followers).toBe(1);
    await call('POST', '/profiles/maya_clay/unfollow', supporter);
  });

  it('refuses following yourself (400), non-artists (404) and signed-out callers (401), changing nothing', async () => {
    const before = await t.snapshot();
    const self = await call('POST', '/profiles/maya_clay/follow', artist);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ success: false, message: 'You cannot follow yourself' });
    for (const target of [
      supporter.id,
      supporter.username,
      'nobody_here',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call('POST', `/profiles/${target}/follow`, fan);
      expect(res.statusCode, target).toBe(404);
      expect(res.json().message).toBe('Artist not found');
      expect((await call('GET', `/profiles/${target}/follow-status`, fan)).statusCode).toBe(404);
    }
    for (const action of ['follow', 'unfollow']) {
      const res = await call('POST', `/profiles/maya_clay/${action}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('counts exactly 50 when 50 different people follow at the same moment', async () => {
    const star = await createTestArtist(t.database);
    const fans = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.database)));
    const results = await Promise.all(fans.map((f) => call('POST', `/profiles/${star.id}/follow`, f)));
    expect(results.map((r) => r.statusCode)).toEqual(fans.map(() => 200));
    expect(await followerRows(star.id)).toBe(50);
    const counts = results.map((r) => r.json().followers as number);
    expect(Math.max(...counts)).toBe(50);
    expect((await call('GET', `/profiles/${star.id}/follow-status`)).json().followers).toBe(50);
  });

  it('keeps one follow when one person follows 20 times at once, and none after 20 unfollows', async () => {
    const star = await createTestArtist(t.database);
    const eager = await createTestUser(t.database);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/profiles/${star.id}/follow`, eager)),
    );
    expect(results.every((r) => r.statusCode === 200 && r.json().followers === 1)).toBe(true);
    expect(await followerRows(star.id)).toBe(1);
    const undone = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/profiles/${star.id}/unfollow`, eager)),
    );
    expect(undone.every((r) => r.statusCode === 200 && r.json().followers === 0)).toBe(true);
    expect(await followerRows(star.id)).toBe(0);
  });
});
