import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '#server/domains/artists/tables.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { countStatements } from '#server/test/count-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { FeedResponse } from '#shared/schemas/feed.ts';

describe('GET /feed answers each page from one statement', () => {
  let t: TestApp;
  let reader: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const artist = await createTestUser(t.database, { role: 'artist' });
    reader = await createTestUser(t.database);
    await t.database.db.insert(follows).values({ followerId: reader.id, artistId: artist.id });
    for (let i = 0; i < 5; i++) await insertMedia(t.database, artist.id, { title: `Work ${i}` });
  });
  afterAll(async () => t.close());

  async function page(url: string, user?: TestUser) {
    let body = {} as FeedResponse;
    const statements = await countStatements(t.database, async () => {
      body = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1${url}`,
          ...(user ? { headers: bearer(user) } : {}),
        })
      ).json();
    });
    return { statements, body };
  }

  it('pages through the feed, signed out, one statement a page', async () => {
    const first = await page('/feed?limit=2');
    expect(first.statements).toBe(1);
    expect(first.body.posts).toHaveLength(2);
    const second = await page(`/feed?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.statements).toBe(1);
    expect(second.body.posts).toHaveLength(2);
  });

  it('reads the following scope with the viewer state in one statement after the session lookup', async () => {
    const following = await page('/feed?scope=following', reader);
    expect(following.statements).toBe(2);
    expect(following.body.posts).toHaveLength(5);
  });
});
