import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews } from '#server/domains/bookings/tables.ts';
import { media } from '#server/domains/media/tables.ts';
import { countStatements } from '#server/test/count-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { Review } from '#shared/schemas/bookings.ts';
import { artistProfiles, follows } from './tables.ts';

/** The four requests the web app's artist page makes for one visit (web/app/route-loaders.ts). */
describe('the artist page reads, one statement each', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    artist = await createTestUser(t.database, { username: 'ines_glass', name: 'Inès Glass', role: 'artist' });
    fan = await createTestUser(t.database, { name: 'Theo Fan' });
    await db
      .insert(artistProfiles)
      .values({ userId: artist.id, category: 'sculpture', hourlyRateMacs: 12_345 });
    await db.insert(follows).values({ followerId: fan.id, artistId: artist.id });
    await db.insert(media).values(
      ['Blue', 'Green'].map((title) => ({
        artistId: artist.id,
        title,
        type: 'image' as const,
        storageKey: `media/${title}.png`,
      })),
    );
    const booked = await db
      .insert(bookings)
      .values(
        [0, 1].map((i) => ({
          reference: `EAS-PAGE${i}`,
          artistId: artist.id,
          clientUserId: fan.id,
          clientName: 'Theo Fan',
          clientEmail: fan.email,
          serviceName: i === 0 ? 'Glass Lesson' : 'Studio Visit',
          startsAt: new Date(Date.UTC(2026, 0, 10 + i, 10)),
          endsAt: new Date(Date.UTC(2026, 0, 10 + i, 11)),
          status: 'completed' as const,
        })),
      )
      .returning({ id: bookings.id });
    await db.insert(reviews).values([
      { bookingId: booked[0]!.id, artistId: artist.id, clientUserId: fan.id, rating: 5, body: 'Luminous.' },
      { bookingId: booked[1]!.id, artistId: artist.id, clientUserId: fan.id, rating: 4 },
    ]);
    // Postgres keeps microseconds; the API shows milliseconds, cut as a JavaScript Date cuts them.
    await db.execute(
      sql`update reviews set created_at = '2026-01-12T09:30:00.123999Z' where booking_id = ${booked[0]!.id}`,
    );
    await db.execute(
      sql`update reviews set created_at = '2026-01-12T09:30:00.123001Z' where booking_id = ${booked[1]!.id}`,
    );
  });
  afterAll(async () => t.close());

  async function readOnce(url: string, token?: string) {
    let res: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    const statements = await countStatements(t.database, async () => {
      res = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    });
    return { statements, status: res!.statusCode, body: res!.json() };
  }

  it('answers the profile, its counts and its rating in one statement', async () => {
    const { statements, status, body } = await readOnce('/profiles/public/INES_GLASS');
    expect({ statements, status }).toEqual({ statements: 1, status: 200 });
    expect(body.data).toMatchObject({
      id: artist.id,
      stats: { followers: 1, following: 0, artworks: 2, rating: 4.5, reviews: 2 },
      pricing: { hourlyRate: 123.45, currency: 'MACS' },
    });
  });

  it('answers the follow status in one statement, signed out and signed in', async () => {
    expect(await readOnce(`/profiles/${artist.id}/follow-status`)).toEqual({
      statements: 1,
      status: 200,
      body: { success: true, following: false, followers: 1 },
    });
    // The session lookup is the request's one statement; the follow status is the second.
    expect(await readOnce(`/profiles/${artist.id}/follow-status`, fan.token)).toEqual({
      statements: 2,
      status: 200,
      body: { success: true, following: true, followers: 1 },
    });
  });

  it('answers the reviews, newest first with their authors, in one statement', async () => {
    const { statements, status, body } = await readOnce(`/reviews/artist/${artist.id}`);
    expect({ statements, status }).toEqual({ statements: 1, status: 200 });
    expect(body.data).toEqual<Review[]>([
      {
        id: expect.any(String),
        rating: 5,
        body: 'Luminous.',
        authorName: 'Theo Fan',
        authorAvatar: null,
        service: 'Glass Lesson',
        createdAt: '2026-01-12T09:30:00.123Z',
      },
      {
        id: expect.any(String),
        rating: 4,
        body: '',
        authorName: 'Theo Fan',
        authorAvatar: null,
        service: 'Studio Visit',
        createdAt: '2026-01-12T09:30:00.123Z',
      },
    ]);
    expect((await readOnce(`/reviews/artist/${artist.id}?limit=1`)).body.data).toHaveLength(1);
  });

  it('answers 404 for an unknown artist in one statement, for each read', async () => {
    for (const url of [
      '/profiles/public/nobody',
      '/profiles/nobody/follow-status',
      '/reviews/artist/nobody',
    ]) {
      const { statements, status } = await readOnce(url);
      expect({ url, statements, status }).toEqual({ url, statements: 1, status: 404 });
    }
  });
});
