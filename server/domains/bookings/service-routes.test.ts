import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  type CalendarTestArtist,
  caller,
  createCalendarArtist,
  insertTestBooking,
  localAt,
  localDay,
} from './availability-test-kit.ts';
import { ONLY_ARTISTS_SERVICES_MESSAGE, SERVICE_NAME_TAKEN_MESSAGE } from './service-editing.ts';
import { bookings, services } from './tables.ts';

describe('services', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let otherArtist: TestUser;
  let supporter: TestUser;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database);
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  it('GET /services/categories is the spec’s catalogue, exactly', async () => {
    const res = await call('GET', '/services/categories');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((c: Record<string, unknown>) => [c.id, c.name, c.duration, c.priceLabel]),
    ).toEqual([
      ['ceramic', 'Custom Ceramic Piece', '2-3 hours', '150 MACS'],
      ['consultation', 'Art Consultation', '1 hour', '75 MACS'],
      ['workshop', 'Workshop Session', '3-4 hours', '200 MACS'],
      ['portrait', 'Portrait Session', '2 hours', '120 MACS'],
      ['collaboration', 'Collaborative Project', '4-6 hours', '300 MACS'],
      ['commission', 'Art Commission', 'variable', 'Quote'],
      ['lesson', 'Private Lesson', '1.5 hours', '90 MACS'],
      ['tour', 'Gallery Tour', '1 hour', '50 MACS'],
    ]);
    expect(res.json().data[0]).toEqual({
      id: 'ceramic',
      name: 'Custom Ceramic Piece',
      duration: '2-3 hours',
      durationMinutes: 180,
      price: 150,
      priceLabel: '150 MACS',
    });
    expect(res.json().data[5].price).toBeNull();
  });

  it('GET /services/artist/{id} lists an artist’s services in order, by id or username', async () => {
    const res = await call('GET', `/services/artist/${artist.username}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(8);
    expect(data[3]).toEqual({
      id: expect.any(String),
      slug: 'portrait',
      name: 'Portrait Session',
      duration: '2 hours',
      durationMinutes: 120,
      price: 120,
      priceLabel: '120 MACS',
      cancellationPolicy: 'flexible',
    });
    expect((await call('GET', `/services/artist/${artist.id}`)).json().data).toEqual(data);
    expect((await call('GET', `/services/artist/${otherArtist.id}`)).json().data).toEqual([]);
    for (const id of [supporter.id, 'nobody_here', '00000000-0000-4000-8000-000000000000']) {
      const missing = await call('GET', `/services/artist/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Artist not found');
    }
  });

  it('POST /services adds one at the end with a slug from its name', async () => {
    const res = await call('POST', '/services', artist, {
      name: '  Raku Firing Weekend ',
      durationMinutes: 90,
      price: 45.5,
      cancellationPolicy: 'strict',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        slug: 'raku-firing-weekend',
        name: 'Raku Firing Weekend',
        duration: '1.5 hours',
        durationMinutes: 90,
        price: 45.5,
        priceLabel: '45.5 MACS',
        cancellationPolicy: 'strict',
      },
    });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, res.json().data.id));
    expect(row).toMatchObject({ priceMacs: 4550, sortOrder: 8 });

    const twin = await call('POST', '/services', artist, {
      name: 'Raku firing: weekend!',
      duration: 'two days',
      durationMinutes: 720,
      price: null,
    });
    expect(twin.json().data).toMatchObject({
      slug: 'raku-firing-weekend-2',
      duration: 'two days',
      priceLabel: 'Quote',
    });
    const kanji = await call('POST', '/services', artist, { name: '陶芸', durationMinutes: 45, price: 10 });
    expect(kanji.json().data).toMatchObject({ slug: 'service', duration: '45 minutes' });
    const list = (await call('GET', `/services/artist/${artist.id}`)).json().data;
    expect(list.slice(-3).map((s: { name: string }) => s.name)).toEqual([
      'Raku Firing Weekend',
      'Raku firing: weekend!',
      '陶芸',
    ]);
  });

  it.each([
    ['a missing name', { durationMinutes: 60, price: 10 }, 'Name is required'],
    ['a blank name', { name: '   ', durationMinutes: 60, price: 10 }, 'Service name is required'],
    [
      'a long name',
      { name: 'x'.repeat(81), durationMinutes: 60, price: 10 },
      'Service name must be at most 80 characters',
    ],
    [
      '10 minutes',
      { name: 'Quick', durationMinutes: 10, price: 10 },
      'Duration must be a whole number of minutes from 15 to 720',
    ],
    [
      'a negative price',
      { name: 'Free-ish', durationMinutes: 60, price: -1 },
      'Price must be a number of MACS from 0 to 1,000,000, or empty for Quote',
    ],
    [
      'three decimals',
      { name: 'Precise', durationMinutes: 60, price: 1.234 },
      'Price can have at most two decimals',
    ],
    [
      'a name already used',
      { name: 'portrait session', durationMinutes: 60, price: 10 },
      SERVICE_NAME_TAKEN_MESSAGE,
    ],
  ])('POST /services refuses %s and changes nothing', async (_name, body, message) => {
    const before = await t.snapshot();
    const res = await call('POST', '/services', artist, body);
    expect(res.statusCode).toBe(message === SERVICE_NAME_TAKEN_MESSAGE ? 409 : 400);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
    expect(await t.snapshot()).toEqual(before);
  });

  it('POST /services refuses signed-out callers and supporters', async () => {
    const before = await t.snapshot();
    const body = { name: 'Glaze Clinic', durationMinutes: 60, price: 20 };
    expect((await call('POST', '/services', null, body)).statusCode).toBe(401);
    const fan = await call('POST', '/services', supporter, body);
    expect(fan.statusCode).toBe(403);
    expect(fan.json()).toMatchObject({ message: ONLY_ARTISTS_SERVICES_MESSAGE, code: 'FORBIDDEN' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('PUT /services/{id} changes only what is sent and keeps the slug; others’ services are 404', async () => {
    const tour = (await call('GET', `/services/artist/${artist.id}`))
      .json()
      .data.find((s: { slug: string }) => s.slug === 'tour');
    const res = await call('PUT', `/services/${tour.id}`, artist, { name: 'Studio Tour', price: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...tour, name: 'Studio Tour', price: null, priceLabel: 'Quote' });
    const longer = await call('PUT', `/services/${tour.id}`, artist, { durationMinutes: 120 });
    expect(longer.json().data).toMatchObject({ slug: 'tour', durationMinutes: 120, duration: '2 hours' });

    const before = await t.snapshot();
    for (const [user, id, status] of [
      [otherArtist, tour.id, 404],
      [artist, 'nope', 404],
      [supporter, tour.id, 403],
      [null, tour.id, 401],
    ] as const) {
      const put = await call('PUT', `/services/${id}`, user, { name: 'Hijacked' });
      expect(put.statusCode).toBe(status);
      const del = await call('DELETE', `/services/${id}`, user);
      expect(del.statusCode).toBe(status);
      if (status === 404) expect(del.json().message).toBe('Service not found');
    }
    const clash = await call('PUT', `/services/${tour.id}`, artist, { name: 'Private Lesson' });
    expect(clash.statusCode).toBe(409);
    const invalid = await call('PUT', `/services/${tour.id}`, artist, { price: 'a lot' });
    expect(invalid.statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });

  it('DELETE /services/{id} keeps past bookings with their service name', async () => {
    const lesson = (await t.database.db.select().from(services).where(eq(services.artistId, artist.id))).find(
      (s) => s.slug === 'lesson',
    )!;
    const day = localDay(artist, -3);
    const booking = await insertTestBooking(
      t.database,
      artist.id,
      localAt(artist, day, '10:00'),
      localAt(artist, day, '11:30'),
      'completed',
    );
    await t.database.db
      .update(bookings)
      .set({ serviceId: lesson.id, serviceName: lesson.name })
      .where(eq(bookings.id, booking.id));
    const res = await call('DELETE', `/services/${lesson.id}`, artist);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ serviceId: null, serviceName: 'Private Lesson', status: 'completed' });
    const slugs = (await call('GET', `/services/artist/${artist.id}`))
      .json()
      .data.map((s: { slug: string }) => s.slug);
    expect(slugs).not.toContain('lesson');
  });

  it('gives a service named like a catalogue entry that entry’s id, so it books by the same id', async () => {
    const newcomer = await createTestArtist(t.database);
    const res = await call('POST', '/services', newcomer, {
      name: 'art consultation',
      durationMinutes: 60,
      price: 75,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      slug: 'consultation',
      name: 'art consultation',
      duration: '1 hour',
    });
    const mine = await call('POST', '/services', artist, {
      name: 'Gallery Tours',
      durationMinutes: 60,
      price: 75,
    });
    expect(mine.json().data.slug).toBe('gallery-tours');
  });

  it('gives five names with one slug five different slugs when created at once', async () => {
    const potter = await createTestArtist(t.database);
    const names = ['Tea Bowl', 'Tea Bowl!', 'Tea bowl?', 'Tea-Bowl', 'Tea  Bowl'];
    const results = await Promise.all(
      names.map((name) => call('POST', '/services', potter, { name, durationMinutes: 60, price: 30 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(names.map(() => 201));
    expect(results.map((r) => r.json().data.slug).sort()).toEqual([
      'tea-bowl',
      'tea-bowl-2',
      'tea-bowl-3',
      'tea-bowl-4',
      'tea-bowl-5',
    ]);
    const again = await Promise.all(
      names.map(() => call('POST', '/services', potter, { name: 'Vase', durationMinutes: 60, price: 30 })),
    );
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
