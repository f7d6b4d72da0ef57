import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/domains/auth/tables.ts';
import { bookings, reviews } from '#server/domains/bookings/tables.ts';
import { media, mediaLikes } from '#server/domains/media/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { createArtistProfile } from './service.ts';
import { artistProfiles, follows } from './tables.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('public artist profiles and gallery', () => {
  let t: TestApp;
  let artist: TestUser;
  let newcomer: TestUser;
  let plain: TestUser;
  let fans: TestUser[];
  let mediaIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    artist = await createTestUser(t.database, { username: 'maya_clay', name: 'Maya Clay', role: 'artist' });
    newcomer = await createTestUser(t.database, { role: 'artist' });
    plain = await createTestUser(t.database);
    fans = [await createTestUser(t.database), await createTestUser(t.database)];

    await db
      .update(users)
      .set({ verified: true, avatarUrl: '/api/v1/files/avatars/m.png' })
      .where(eq(users.id, artist.id));
    await db.insert(artistProfiles).values({
      userId: artist.id,
      category: 'sculpture',
      bio: 'Stoneware from a wood kiln.',
      location: 'Portland, Oregon',
      website: 'https://maya.example',
      instagram: 'maya.clay',
      phone: '+1 503 555 0142',
      specialties: ['Ash glazes'],
      languages: ['English'],
      experience: '12 years',
      responseTime: 'Within 2 hours',
      hourlyRateMacs: 8550,
      views: 100,
    });
    await db.transaction(async (tx) => createArtistProfile(tx, newcomer.id));

    const rows = await db
      .insert(media)
      .values(
        [
          { title: 'Oldest', views: 10, createdAt: hoursAgo(30) },
          { title: 'Newest', views: 20, createdAt: hoursAgo(1), thumbnailKey: 'media/newest-thumb.webp' },
          { title: 'Middle', views: 30, createdAt: hoursAgo(10), width: 1200, height: 900 },
          { title: 'Draft', views: 1000, createdAt: hoursAgo(0), published: false },
        ].map((m) => ({
          ...m,
          artistId: artist.id,
          type: 'image' as const,
          storageKey: `media/${m.title.toLowerCase()}.png`,
          tags: ['clay'],
        })),
      )
      .returning({ id: media.id });
    mediaIds = rows.map((r) => r.id);
    await db.insert(mediaLikes).values(fans.map((f) => ({ userId: f.id, mediaId: mediaIds[1]! })));

    await db
      .insert(follows)
      .values([
        ...fans.map((f) => ({ followerId: f.id, artistId: artist.id })),
        { followerId: artist.id, artistId: newcomer.id },
      ]);

    // Reviews belong to bookings; 5, 5 and 4 stars average 4.67, shown as 4.7.
    const booked = await db
      .insert(bookings)
      .values(
        [5, 5, 4].map((_, i) => ({
          reference: `EAS-TEST${i}`,
          artistId: artist.id,
          clientUserId: fans[0]!.id,
          clientName: 'Fan',
          clientEmail: fans[0]!.email,
          serviceName: 'Art Consultation',
          startsAt: hoursAgo(100 + i * 5),
          endsAt: hoursAgo(99 + i * 5),
          status: 'completed' as const,
        })),
      )
      .returning({ id: bookings.id });
    await db.insert(reviews).values(
      [5, 5, 4].map((rating, i) => ({
        bookingId: booked[i]!.id,
        artistId: artist.id,
        clientUserId: fans[0]!.id,
        rating,
      })),
    );
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('serves the public profile with counts and rating computed from the database', async () => {
    const res = await get('/profiles/public/maya_clay');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: artist.id,
        name: 'Maya Clay',
        username: 'maya_clay',
        avatarUrl: '/api/v1/files/avatars/m.png',
        verified: true,
        bookingEnabled: false,
        bio: 'Stoneware from a wood kiln.',
        location: 'Portland, Oregon',
        website: 'https://maya.example',
        social: { instagram: 'maya.clay', twitter: null },
        category: 'sculpture',
        // Views: published media 10 + 20 + 30 plus 100 profile views; the draft counts for nothing.
        stats: { followers: 2, following: 1, artworks: 3, views: 160, sales: 0, rating: 4.7, reviews: 3 },
        pricing: { hourlyRate: 85.5, currency: 'MACS' },
        specialties: ['Ash glazes'],
        experience: '12 years',
        responseTime: 'Within 2 hours',
        languages: ['English'],
        education: [],
        achievements: [],
        memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    });
  });

  it('finds the artist by username in any letter case and by user id', async () => {
    const upper = await get('/profiles/public/MAYA_Clay');
    expect(upper.statusCode).toBe(200);
    expect(upper.json().data.id).toBe(artist.id);
    const byId = await get(`/profiles/public/${artist.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.username).toBe('maya_clay');
  });

  it('gives a fresh artist zero counts, no rating and no rate rather than invented numbers', async () => {
    const res = await get(`/profiles/public/${newcomer.username}`);
    expect(res.statusCode).toBe(200);
    const { stats, pricing } = res.json().data;
    expect(stats).toEqual({
      followers: 1,
      following: 0,
      artworks: 0,
      views: 0,
      sales: 0,
      rating: null,
      reviews: 0,
    });
    expect(pricing).toEqual({ hourlyRate: null, currency: 'MACS' });
  });

  it('answers 404 "Artist not found" for unknown names, unknown ids and users without a profile', async () => {
    for (const id of [
      'nobody_here',
      '00000000-0000-4000-8000-000000000000',
      plain.username,
      plain.id,
      "x'; drop table users;--",
    ]) {
      const res = await get(`/profiles/public/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Artist not found' });
    }
  });

  it('never exposes the e-mail, phone or password hash', async () => {
    const bodies = [
      (await get('/profiles/public/maya_clay')).body,
      (await get(`/profiles/${artist.id}/gallery`)).body,
    ].join('\n');
    expect(bodies).not.toContain(artist.email);
    expect(bodies).not.toContain('555 0142');
    expect(bodies).not.toMatch(/password|phone|email/i);
  });

  it('lists published media only, newest first, with like counts and file URLs', async () => {
    const res = await get(`/profiles/${artist.id}/gallery`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { title: string }) => m.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(data[0]).toEqual({
      id: mediaIds[1],
      title: 'Newest',
      caption: '',
      type: 'image',
      imageUrl: '/api/v1/files/media/newest.png',
      thumbnailUrl: '/api/v1/files/media/newest-thumb.webp',
      // Without its size no rendition's width is known, so there is nothing for srcset.
      renditions: [],
      width: null,
      height: null,
      tags: ['clay'],
      likes: 2,
      views: 20,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(data[1]).toMatchObject({ likes: 0, width: 1200, height: 900, thumbnailUrl: null });
  });

  it('takes a limit and also accepts the username', async () => {
    const res = await get('/profiles/Maya_Clay/gallery?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { title: string }) => m.title)).toEqual(['Newest', 'Middle']);
  });

  it('refuses a bad limit with 400 and changes nothing', async () => {
    const before = await t.snapshot();
    for (const limit of ['0', '101', 'abc', '2.5']) {
      const res = await get(`/profiles/${artist.id}/gallery?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toMatch(/Limit must be a whole number from 1 to 100/);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 404 for the gallery of a bad id, an unknown id or a plain user', async () => {
    for (const id of ['not-a-uuid-%%', '00000000-0000-4000-8000-000000000000', plain.id]) {
      const res = await get(`/profiles/${encodeURIComponent(id)}/gallery`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Artist not found');
    }
  });
});
