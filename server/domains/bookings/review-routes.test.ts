import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { users } from '#server/domains/auth/tables.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { insertTestBooking } from './reminder-test-kit.ts';
import { bookings, reviews } from './tables.ts';

const missingId = '00000000-0000-4000-8000-000000000000';
let slot = 0;
/** Past sessions a day apart, so inserted bookings never overlap. */
const nextStart = () => new Date(Date.UTC(2025, 0, 1, 10) + slot++ * 86_400_000);

describe('reviews API', () => {
  let t: TestApp;
  let artist: TestUser;
  let client: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { name: 'Maya Chen', username: 'maya_reviews' });
    client = await createTestUser(t.database, { name: 'Sam Supporter' });
    stranger = await createTestUser(t.database);
    await t.database.db
      .update(users)
      .set({ avatarUrl: '/api/v1/files/avatars/sam.png' })
      .where(eq(users.id, client.id));
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(reviews);
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
  });

  const booking = (status: 'pending' | 'confirmed' | 'completed' | 'declined' | 'cancelled' = 'completed') =>
    insertTestBooking(t.database, {
      artistId: artist.id,
      clientUserId: client.id,
      clientName: client.name,
      clientEmail: client.email,
      serviceName: 'Art Consultation',
      startsAt: nextStart(),
      status,
    });

  const post = (id: string, payload: unknown, user?: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${id}/review`,
      headers: user ? bearer(user) : {},
      payload: payload as Record<string, unknown>,
    });
  const list = (artistRef: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/reviews/artist/${artistRef}${query}` });

  it('lets the client of a completed booking review it once, and tells the artist', async () => {
    const row = await booking();
    const res = await post(row.id, { rating: 5, body: '  Wonderful session!  ' }, client);
    expect(res.statusCode).toBe(201);
    const review = res.json().data;
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        rating: 5,
        body: 'Wonderful session!',
        authorName: 'Sam Supporter',
        authorAvatar: '/api/v1/files/avatars/sam.png',
        service: 'Art Consultation',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.userId, artist.id));
    expect(n).toMatchObject({
      type: 'review_received',
      title: 'New review',
      message: 'Sam Supporter left a 5-star review for Art Consultation.',
      data: { rating: 5, review: 'Wonderful session!', bookingId: row.id },
    });
    expect((await list(artist.id)).json().data).toEqual([review]);
  });

  it('answers 409 to a second review of the same booking and changes nothing', async () => {
    const row = await booking();
    expect((await post(row.id, { rating: 4 }, client)).statusCode).toBe(201);
    const before = await t.snapshot();
    const res = await post(row.id, { rating: 1, body: 'Changed my mind' }, client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'You have already reviewed this booking',
      error: 'You have already reviewed this booking',
      code: 'CONFLICT',
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it.each(['pending', 'confirmed', 'declined', 'cancelled'] as const)(
    'answers 409 while the booking is %s',
    async (status) => {
      const row = await booking(status);
      const before = await t.snapshot();
      const res = await post(row.id, { rating: 5 }, client);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You can review a session once it is completed');
      expect(await t.snapshot()).toEqual(before);
    },
  );

  it('answers 404 to anyone but the client (the artist included) and to unknown ids', async () => {
    const row = await booking();
    const before = await t.snapshot();
    for (const [id, user] of [
      [row.id, stranger],
      [row.id, artist],
      [missingId, client],
      ['not-an-id', client],
    ] as const) {
      const res = await post(id, { rating: 5 }, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('asks a signed-out caller to sign in before looking at the body', async () => {
    const row = await booking();
    const before = await t.snapshot();
    const res = await post(row.id, { rating: 'lots' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
    expect(await t.snapshot()).toEqual(before);
  });

  it.each([
    ['no rating', {}, 'Rating is required'],
    ['rating 0', { rating: 0 }, 'Please choose a rating from 1 to 5 stars'],
    ['rating 6', { rating: 6 }, 'Please choose a rating from 1 to 5 stars'],
    ['rating 4.5', { rating: 4.5 }, 'Please choose a rating from 1 to 5 stars'],
    ['rating as text', { rating: '5' }, 'Please choose a rating from 1 to 5 stars'],
    [
      'a 2001-character body',
      { rating: 5, body: 'x'.repeat(2001) },
      'Review must be at most 2000 characters',
    ],
  ])('refuses %s', async (_case, payload, message) => {
    const row = await booking();
    const before = await t.snapshot();
    const res = await post(row.id, payload, client);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message, error: message });
    expect(await t.snapshot()).toEqual(before);
  });

  it('keeps the artist’s rating and review count computed from the reviews', async () => {
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/profiles/public/${artist.id}` })).json().data.stats;
    expect(await profile()).toMatchObject({ rating: null, reviews: 0 });
    for (const rating of [5, 4, 4]) {
      expect((await post((await booking()).id, { rating }, client)).statusCode).toBe(201);
    }
    expect(await profile()).toMatchObject({ rating: 4.3, reviews: 3 });
  });

  it('lists an artist’s reviews newest first, by id or username, with the limit clamped to 1..50', async () => {
    const rows = [];
    for (let i = 0; i < 55; i++) rows.push(await booking());
    await t.database.db.insert(reviews).values(
      rows.map((row, i) => ({
        bookingId: row.id,
        artistId: artist.id,
        clientUserId: client.id,
        rating: (i % 5) + 1,
        body: `Review ${i}`,
        createdAt: new Date(Date.UTC(2025, 5, 1) + i * 60_000),
      })),
    );
    const all = await list(artist.id);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(20);
    expect(all.json().data[0]).toMatchObject({ body: 'Review 54', rating: 5, authorName: 'Sam Supporter' });
    expect((await list('MAYA_REVIEWS', '?limit=3')).json().data.map((r: { body: string }) => r.body)).toEqual(
      ['Review 54', 'Review 53', 'Review 52'],
    );
    expect((await list(artist.id, '?limit=500')).json().data).toHaveLength(50);
    expect((await list(artist.id, '?limit=0')).json().data).toHaveLength(1);
    const bad = await list(artist.id, '?limit=lots');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Limit must be a whole number');
  });

  it('answers an artist without reviews with an empty list, and an unknown artist with 404', async () => {
    expect((await list(artist.id)).json()).toEqual({ success: true, data: [] });
    for (const ref of [missingId, 'nobody_here', stranger.id]) {
      const res = await list(ref);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Artist not found');
    }
  });
});
