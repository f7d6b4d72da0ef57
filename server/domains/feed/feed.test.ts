import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { media, mediaComments, mediaLikes } from '#server/domains/media/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import type { FeedPost, FeedResponse } from '#shared/schemas/feed.ts';

const base = Date.parse('2025-03-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(base - h * 3_600_000);

describe('GET /api/v1/feed', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  /** Every published id, newest first, ties broken by the larger id. */
  let expectedOrder: string[] = [];

  async function insertUser(username: string, extra: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(users)
      .values({ email: `${username}@example.com`, username, name: username, passwordHash: 'x', ...extra })
      .returning();
    return row!;
  }

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    return { status: res.statusCode, body: res.json() as FeedResponse & { message?: string } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const maya = await insertUser('maya', {
      name: 'Maya Chen',
      role: 'artist',
      verified: true,
      avatarUrl: '/api/v1/files/avatars/maya.png',
    });
    const noProfile = await insertUser('leo', { name: 'Leo Park', role: 'artist' });
    const fans = await Promise.all(['fan_a', 'fan_b', 'fan_c'].map((u) => insertUser(u)));
    await t.database.db.insert(artistProfiles).values({ userId: maya.id, location: 'Kyoto, Japan' });

    const art = (
      title: string,
      artistId: string,
      createdAt: Date,
      extra: Partial<typeof media.$inferInsert> = {},
    ) => ({
      artistId,
      title,
      caption: `About ${title}`,
      type: 'image' as const,
      storageKey: `media/${title.toLowerCase().replace(/\W+/g, '-')}.png`,
      createdAt,
      ...extra,
    });
    const rows = await t.database.db
      .insert(media)
      .values([
        art('Moon Jar', maya.id, hoursAgo(1), {
          priceMacs: 12_550,
          views: 1_234,
          width: 800,
          height: 1000,
          thumbnailKey: 'media/moon-jar-thumb.webp',
          mediumKey: 'media/moon-jar-800.webp',
          tags: ['ceramics', 'moon jar', 'stoneware', 'wood fired'],
        }),
        art('Harbour', noProfile.id, hoursAgo(2)),
        art('Twin A', maya.id, hoursAgo(3)),
        art('Twin B', maya.id, hoursAgo(3)),
        art('Draft', maya.id, hoursAgo(0), { published: false }),
        art('Micro Early', maya.id, hoursAgo(4)),
        art('Micro Late', maya.id, hoursAgo(4)),
        art('Old Study', noProfile.id, hoursAgo(30)),
      ])
      .returning({ id: media.id, title: media.title });
    for (const r of rows) ids[r.title] = r.id;

    // Rows written by Postgres itself carry microseconds; two inside one millisecond must still page apart.
    await t.database.db.execute(
      sql`update media set created_at = ${'2025-03-01T08:00:00.000100Z'}::timestamptz where id = ${ids['Micro Early']!}`,
    );
    await t.database.db.execute(
      sql`update media set created_at = ${'2025-03-01T08:00:00.000900Z'}::timestamptz where id = ${ids['Micro Late']!}`,
    );

    await t.database.db
      .insert(mediaLikes)
      .values(fans.map((f) => ({ userId: f.id, mediaId: ids['Moon Jar']! })));
    await t.database.db.insert(mediaLikes).values({ userId: fans[0]!.id, mediaId: ids.Harbour! });
    await t.database.db.insert(mediaComments).values([
      { userId: fans[0]!.id, mediaId: ids['Moon Jar']!, body: 'Stunning.' },
      { userId: fans[1]!.id, mediaId: ids['Moon Jar']!, body: 'Love the glaze.' },
    ]);

    const twins = [ids['Twin A']!, ids['Twin B']!].sort().reverse();
    expectedOrder = [
      ids['Moon Jar']!,
      ids.Harbour!,
      ...twins,
      ids['Micro Late']!,
      ids['Micro Early']!,
      ids['Old Study']!,
    ];
  });
  afterAll(async () => t.close());

  it('answers published artworks newest first as spec feed posts', async () => {
    const { status, body } = await get('/feed');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.posts.map((p) => p.id)).toEqual(expectedOrder);
    expect(body.nextCursor).toBeNull();

    const moon = body.posts[0]!;
    expect(moon).toEqual<FeedPost>({
      id: ids['Moon Jar']!,
      artist: {
        id: expect.any(String),
        name: 'Maya Chen',
        username: 'maya',
        avatarUrl: '/api/v1/files/avatars/maya.png',
        verified: true,
        location: 'Kyoto, Japan',
      },
      artwork: {
        title: 'Moon Jar',
        description: 'About Moon Jar',
        imageUrl: '/api/v1/files/media/moon-jar.png',
        previewOnly: false,
        thumbnailUrl: '/api/v1/files/media/moon-jar-thumb.webp',
        // A portrait 800 px wide: the thumbnail fits its 480 px height, the 800 px one is the full width.
        renditions: [
          { url: '/api/v1/files/media/moon-jar-thumb.webp', width: 384 },
          { url: '/api/v1/files/media/moon-jar-800.webp', width: 800 },
        ],
        width: 800,
        height: 1000,
        tags: ['ceramics', 'moon jar', 'stoneware', 'wood fired'],
        price: 125.5,
        type: 'image',
      },
      engagement: { likes: 3, comments: 2, views: 1_234 },
      createdAt: '2025-03-01T11:00:00.000Z',
      viewer: { liked: false, saved: false },
    });
  });

  it('shows artworks without a price, thumbnail, size or artist profile as nulls, and counts zero', async () => {
    const { body } = await get('/feed');
    const harbour = body.posts.find((p) => p.id === ids.Harbour)!;
    expect(harbour.artist).toMatchObject({
      name: 'Leo Park',
      verified: false,
      avatarUrl: null,
      location: null,
    });
    expect(harbour.artwork).toMatchObject({
      price: null,
      thumbnailUrl: null,
      width: null,
      height: null,
      tags: [],
    });
    expect(harbour.engagement).toEqual({ likes: 1, comments: 0, views: 0 });
    const twin = body.posts.find((p) => p.id === ids['Twin A'])!;
    expect(twin.engagement).toEqual({ likes: 0, comments: 0, views: 0 });
  });

  it('never shows unpublished media', async () => {
    const { body } = await get('/feed?limit=50');
    expect(body.posts.map((p) => p.id)).not.toContain(ids.Draft);
  });

  // Page sizes 1 to 3 put a page boundary between every neighbouring pair, ties included.
  it.each([1, 2, 3])(
    'pages %i at a time without duplicates or gaps, even across equal and sub-millisecond times',
    async (limit) => {
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null && pages < 20) {
        const { status, body } = await get(`/feed?limit=${limit}&cursor=${encodeURIComponent(cursor)}`);
        expect(status).toBe(200);
        expect(body.posts.length).toBeLessThanOrEqual(limit);
        seen.push(...body.posts.map((p) => p.id));
        cursor = body.nextCursor;
        pages += 1;
      }
      expect(seen).toEqual(expectedOrder);
      expect(pages).toBe(Math.ceil(expectedOrder.length / limit));
    },
  );

  it('answers the last page with nextCursor null when it ends exactly on a page boundary', async () => {
    const first = await get(`/feed?limit=${expectedOrder.length - 1}`);
    expect(first.body.nextCursor).not.toBeNull();
    const last = await get(`/feed?limit=1&cursor=${first.body.nextCursor}`);
    expect(last.body.posts.map((p) => p.id)).toEqual([ids['Old Study']]);
    expect(last.body.nextCursor).toBeNull();
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['the wrong shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
    [
      'an impossible date',
      Buffer.from(JSON.stringify(['2025-02-30T00:00:00Z', expectedOrder[0] ?? ''])).toString('base64url'),
    ],
    ['a bad id', Buffer.from(JSON.stringify(['2025-03-01T00:00:00Z', 'nope'])).toString('base64url')],
    ['far too long', 'a'.repeat(500)],
  ])('refuses a cursor that is %s with 400 Invalid cursor', async (_label, cursor) => {
    const { status, body } = await get(`/feed?cursor=${encodeURIComponent(cursor)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Invalid cursor', code: 'VALIDATION_FAILED' });
  });

  it.each(['abc', '2.5'])('refuses limit=%s with a plain message', async (limit) => {
    const { status, body } = await get(`/feed?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Limit must be a whole number' });
  });

  it('defaults to 12 posts and clamps the limit to 1..50', async () => {
    const maya = await t.database.db.select().from(users).where(eq(users.username, 'maya'));
    const extra = await t.database.db
      .insert(media)
      .values(
        Array.from({ length: 52 }, (_, i) => ({
          artistId: maya[0]!.id,
          title: `Extra ${i}`,
          type: 'image' as const,
          storageKey: `media/extra-${i}.png`,
          createdAt: hoursAgo(100 + i),
        })),
      )
      .returning({ id: media.id });
    try {
      expect((await get('/feed')).body.posts).toHaveLength(12);
      expect((await get('/feed?limit=0')).body.posts).toHaveLength(1);
      expect((await get('/feed?limit=-5')).body.posts).toHaveLength(1);
      const many = await get('/feed?limit=1000');
      expect(many.body.posts).toHaveLength(50);
      expect(many.body.nextCursor).not.toBeNull();
    } finally {
      await t.database.db.delete(media).where(
        inArray(
          media.id,
          extra.map((e) => e.id),
        ),
      );
    }
  });
});
