import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '#server/platform/errors.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { activeBookingStatuses, SLOT_TAKEN_MESSAGE } from '#shared/booking-rules.ts';
import { generateReference } from './booking-reference.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  guestBody,
  insertBooking,
  slotAt,
} from './booking-test-kit.ts';
import { bookings } from './tables.ts';

/** Races only show on a real PostgreSQL with a pool of connections (PGlite has one). */
describe('no double booking, ever (PostgreSQL)', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let client: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { timezone: 'America/Los_Angeles' });
    client = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  const activeAt = async (startsAt: Date) =>
    t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.artistId, artist.id),
          eq(bookings.startsAt, startsAt),
          inArray(bookings.status, [...activeBookingStatuses]),
        ),
      );

  it('50 parallel requests for one slot: exactly one 201 and 49 × 409 SLOT_TAKEN', async () => {
    const startsAt = slotAt(artist, 3, 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          'POST',
          i % 2 ? '/booking' : '/bookings',
          null,
          guestBody(artist, startsAt, { service: 'consultation', clientEmail: `racer${i}@example.com` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ success: false, code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
    }
    expect(await activeAt(startsAt)).toHaveLength(1);
  });

  it('10:00–11:00 booked, then 10:30–11:30 refused (by the constraint itself, too)', async () => {
    const ten = slotAt(artist, 4, 10);
    const halfPast = new Date(ten.getTime() + 30 * 60_000);
    const first = await call('POST', '/booking', null, guestBody(artist, ten, { service: 'consultation' }));
    expect(first.statusCode).toBe(201);
    const before = await t.snapshot();
    const second = await call(
      'POST',
      '/booking',
      null,
      guestBody(artist, halfPast, { service: 'consultation' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
    expect(await t.snapshot()).toEqual(before);
    // Written straight to the table, past every check of the service: the database refuses it.
    const direct = await t.database.db
      .insert(bookings)
      .values({
        reference: generateReference(),
        artistId: artist.id,
        clientName: 'Direct Writer',
        clientEmail: 'direct@example.com',
        serviceName: 'Session request',
        startsAt: halfPast,
        endsAt: new Date(halfPast.getTime() + 60 * 60_000),
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(sqlState(direct)).toBe('23P01');
  });

  it('a cancelled booking frees its slot for a new request', async () => {
    const startsAt = slotAt(artist, 5, 10);
    const first = await call(
      'POST',
      '/booking',
      client,
      guestBody(artist, startsAt, { service: 'consultation' }),
    );
    expect(first.statusCode).toBe(201);
    const clash = await call(
      'POST',
      '/booking',
      null,
      guestBody(artist, startsAt, { service: 'consultation' }),
    );
    expect(clash.statusCode).toBe(409);
    const cancel = await call('POST', `/booking/${first.json().data.id}/cancel`, client, { reason: 'Sorry' });
    expect(cancel.statusCode).toBe(200);
    const rebook = await call(
      'POST',
      '/booking',
      null,
      guestBody(artist, startsAt, { service: 'consultation' }),
    );
    expect(rebook.statusCode).toBe(201);
    expect((await activeAt(startsAt)).map((b) => b.id)).toEqual([rebook.json().data.id]);
  });

  it('two concurrent accepts of one booking: one 200, one 409, confirmed once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const booking = await insertBooking(t.database, artist, { startsAt: slotAt(artist, 10 + round, 10) });
      const [a, b] = await Promise.all([
        call('POST', `/booking/${booking.id}/accept`, artist),
        call('PATCH', `/bookings/${booking.id}`, artist, { status: 'confirmed' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().message).toBe('This booking is already confirmed');
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row!.status).toBe('confirmed');
    }
  });

  it('an accept racing a decline: exactly one decision stands', async () => {
    const booking = await insertBooking(t.database, artist, { startsAt: slotAt(artist, 20, 10) });
    const [accept, decline] = await Promise.all([
      call('POST', `/booking/${booking.id}/accept`, artist),
      call('POST', `/booking/${booking.id}/decline`, artist, { reason: 'Race' }),
    ]);
    expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe(accept.statusCode === 200 ? 'confirmed' : 'declined');
  });

  it('two pending requests moved onto one free slot at once: only one move succeeds', async () => {
    const target = slotAt(artist, 30, 14);
    const a = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 31, 10),
      clientUserId: client.id,
      clientEmail: client.email,
    });
    const b = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 32, 10),
      clientUserId: client.id,
      clientEmail: client.email,
    });
    const responses = await Promise.all(
      [a, b].map((row) => call('PUT', `/booking/${row.id}`, client, { dateTime: target.toISOString() })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await activeAt(target)).toHaveLength(1);
  });
});
