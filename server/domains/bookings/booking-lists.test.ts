import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { OWN_BOOKINGS_ONLY_MESSAGE } from './booking-parties.ts';
import { generateReference } from './booking-reference.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  insertBooking,
  serviceBySlug,
  slotAt,
} from './booking-test-kit.ts';
import { BOOKING_LIST_LIMIT } from './booking-view.ts';
import { bookings, reviews } from './tables.ts';

type Row = Awaited<ReturnType<typeof insertBooking>>;

describe('reading bookings: the /booking lists, stats and one booking, and GET /bookings', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let otherArtist: BookableArtist;
  let client: TestUser;
  let stranger: TestUser;
  let own: Row;
  let confirmed: Row;
  let guestWithClientEmail: Row;
  let strangerWithClientEmail: Row;
  let elsewhere: Row;
  let unrelated: Row;

  const ids = (list: Booking[]) => list.map((b) => b.id);

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { username: 'list_artist' });
    otherArtist = await createBookableArtist(t.database);
    client = await createTestUser(t.database, { email: 'client@example.com', name: 'Cleo Client' });
    stranger = await createTestUser(t.database, { email: 'stranger@example.com' });
    const portrait = serviceBySlug(artist, 'portrait');
    own = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 3, 10),
      clientUserId: client.id,
      clientName: 'Cleo Client',
      clientEmail: client.email,
      serviceId: portrait.id,
      serviceName: portrait.name,
      message: 'A portrait of my dog, 50% watercolour please.',
    });
    confirmed = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 5, 10),
      status: 'confirmed',
      clientUserId: client.id,
      clientEmail: client.email,
    });
    // Made as a guest with the e-mail before the account existed: it is the client's too.
    guestWithClientEmail = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 4, 10),
      status: 'declined',
      declineReason: 'Away that week',
      clientEmail: 'client@example.com',
    });
    // Another account typed the client's e-mail: that booking stays the other account's.
    strangerWithClientEmail = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 6, 10),
      clientUserId: stranger.id,
      clientEmail: 'client@example.com',
    });
    elsewhere = await insertBooking(t.database, otherArtist, {
      startsAt: slotAt(otherArtist, -3, 10),
      status: 'completed',
      clientUserId: client.id,
      clientEmail: client.email,
    });
    await t.database.db.insert(reviews).values({
      bookingId: elsewhere.id,
      artistId: otherArtist.id,
      clientUserId: client.id,
      rating: 5,
      body: 'Lovely',
    });
    unrelated = await insertBooking(t.database, otherArtist, {
      startsAt: slotAt(otherArtist, 3, 10),
      clientUserId: stranger.id,
      clientEmail: stranger.email,
    });
  });
  afterAll(async () => t.close());

  it("lists the artist's incoming bookings, latest start first, with the client's e-mail", async () => {
    for (const url of ['/booking', `/booking/artist/${artist.id}`, '/booking/artist/LIST_ARTIST']) {
      const res = await call('GET', url, artist);
      expect(res.statusCode).toBe(200);
      const list: Booking[] = res.json().data;
      expect(ids(list)).toEqual([strangerWithClientEmail.id, confirmed.id, guestWithClientEmail.id, own.id]);
      expect(list.every((b) => b.viewerRole === 'artist' && b.clientEmail.includes('@'))).toBe(true);
    }
    const [first] = (await call('GET', '/booking', artist)).json().data as Booking[];
    expect(first!.dateTime).toBe(strangerWithClientEmail.startsAt.toISOString());
  });

  it("lists the client's bookings: from the account, and guest requests made with its e-mail", async () => {
    for (const url of ['/booking', '/booking/client']) {
      const list: Booking[] = (await call('GET', url, client)).json().data;
      expect(ids(list)).toEqual([confirmed.id, guestWithClientEmail.id, own.id, elsewhere.id]);
      const byId = new Map(list.map((b) => [b.id, b]));
      expect(byId.get(own.id)).toMatchObject({
        viewerRole: 'client',
        price: 0,
        service: 'Portrait Session',
      });
      expect(byId.get(guestWithClientEmail.id)).toMatchObject({
        viewerRole: 'guest',
        clientEmail: 'client@example.com',
        statusReason: 'Away that week',
      });
      expect(byId.get(elsewhere.id)).toMatchObject({
        status: 'completed',
        review: { rating: 5, body: 'Lovely' },
      });
    }
  });

  it('filters by status and by free text, with % and _ taken literally', async () => {
    const get = async (query: string) =>
      ids((await call('GET', `/booking?${query}`, artist)).json().data as Booking[]);
    expect(await get('status=confirmed')).toEqual([confirmed.id]);
    expect(await get('q=DOG')).toEqual([own.id]);
    expect(await get(`q=${encodeURIComponent('50%')}`)).toEqual([own.id]);
    expect(await get(`q=${encodeURIComponent('%')}`)).toEqual([own.id]);
    expect(await get('q=_')).toEqual([]);
    expect(await get(`q=${own.reference.toLowerCase()}`)).toEqual([own.id]);
    expect(await get('q=portrait&status=pending')).toEqual([own.id]);
    expect(await get('q=cleo')).toEqual([own.id]);
    const bad = await call('GET', '/booking?status=lost', artist);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Status must be one of: pending, confirmed, declined, completed, cancelled, expired, disputed',
    );
  });

  it("refuses another artist's list and stats with 403", async () => {
    for (const url of [
      `/booking/artist/${artist.id}`,
      `/booking/stats/${artist.id}`,
      '/booking/stats/list_artist',
    ]) {
      const res = await call('GET', url, otherArtist);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: OWN_BOOKINGS_ONLY_MESSAGE, code: 'FORBIDDEN' });
    }
  });

  it('counts the artist’s own bookings by status', async () => {
    for (const ref of [artist.id, 'list_artist']) {
      const res = await call('GET', `/booking/stats/${ref}`, artist);
      expect(res.json()).toEqual({
        success: true,
        data: {
          total: 4,
          pending: 2,
          confirmed: 1,
          declined: 1,
          completed: 0,
          cancelled: 0,
          expired: 0,
          disputed: 0,
        },
      });
    }
  });

  it('shows one booking to its parties and 404 to anyone else', async () => {
    const asArtist = await call('GET', `/booking/${own.id}`, artist);
    expect(asArtist.json().data).toMatchObject({ id: own.id, viewerRole: 'artist' });
    const asClient = await call('GET', `/bookings/${own.id}`, client);
    expect(asClient.json()).toMatchObject({ success: true, booking: { id: own.id, viewerRole: 'client' } });
    const emailMatch = await call('GET', `/booking/${guestWithClientEmail.id}`, client);
    expect(emailMatch.json().data.viewerRole).toBe('guest');
    for (const [user, id] of [
      [stranger, own.id],
      [otherArtist, own.id],
      [client, strangerWithClientEmail.id],
      [client, unrelated.id],
      [artist, 'not-a-uuid'],
    ] as const) {
      for (const url of [`/booking/${id}`, `/bookings/${id}`]) {
        const res = await call('GET', url, user);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(BOOKING_NOT_FOUND_MESSAGE);
      }
    }
  });

  it('answers 401 to every read without a session', async () => {
    for (const url of [
      '/booking',
      `/booking/artist/${artist.id}`,
      '/booking/client',
      `/booking/${own.id}`,
      `/booking/stats/${artist.id}`,
      '/bookings',
      `/bookings/${own.id}`,
      '/bookings/user/client%40example.com',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('GET /bookings: filters must name the caller; the answer carries bookings and total', async () => {
    const page = async (user: TestUser, query = '') => {
      const res = await call('GET', `/bookings${query}`, user);
      expect(res.statusCode).toBe(200);
      return res.json() as { bookings: Booking[]; total: number };
    };
    expect(ids((await page(client)).bookings)).toEqual([
      confirmed.id,
      guestWithClientEmail.id,
      own.id,
      elsewhere.id,
    ]);
    expect(await page(artist, `?artistId=${artist.id}&status=pending`)).toMatchObject({ total: 2 });
    expect((await page(client, `?userId=${client.id}`)).total).toBe(4);
    expect((await page(client, '?clientEmail=Client%40Example.com&status=confirmed')).bookings).toHaveLength(
      1,
    );
    for (const query of [
      `?artistId=${artist.id}`,
      `?userId=${client.id}`,
      '?clientEmail=client%40example.com',
      `?artistId=${otherArtist.id}`,
    ]) {
      const res = await call('GET', `/bookings${query}`, stranger);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().message).toBe(OWN_BOOKINGS_ONLY_MESSAGE);
    }
  });

  it('GET /bookings/user/{clientEmail}: only for the signed-in owner of that e-mail', async () => {
    const res = await call('GET', '/bookings/user/CLIENT%40example.com', client);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().bookings)).toEqual([confirmed.id, guestWithClientEmail.id, own.id, elsewhere.id]);
    const refused = await call('GET', '/bookings/user/client%40example.com', stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWN_BOOKINGS_ONLY_MESSAGE);
  });

  it(`never answers more than ${BOOKING_LIST_LIMIT} bookings in one list, but counts them all`, async () => {
    const busy = await createBookableArtist(t.database);
    const start = slotAt(busy, 2, 0).getTime();
    await t.database.db.insert(bookings).values(
      Array.from({ length: BOOKING_LIST_LIMIT + 1 }, (_, i) => ({
        reference: generateReference(),
        artistId: busy.id,
        clientName: 'Many Clients',
        clientEmail: `c${i}@example.com`,
        serviceName: 'Session request',
        startsAt: new Date(start + i * 3_600_000),
        endsAt: new Date(start + (i + 1) * 3_600_000),
        status: 'declined' as const,
      })),
    );
    const list = await call('GET', `/booking/artist/${busy.id}`, busy);
    expect(list.json().data).toHaveLength(BOOKING_LIST_LIMIT);
    const page = await call('GET', `/bookings?artistId=${busy.id}`, busy);
    expect(page.json()).toMatchObject({ total: BOOKING_LIST_LIMIT + 1 });
    expect(page.json().bookings).toHaveLength(BOOKING_LIST_LIMIT);
  });
});
