import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '#server/domains/auth/sessions.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { BookingEvent } from './booking-events.ts';
import { callAs, createBookableArtist, guestBody, insertBooking, slotAt } from './booking-test-kit.ts';
import { bookings } from './tables.ts';

/**
 * What the notifications and mail receive: the events are recorded through the real functions
 * (wrapped, not replaced), so this file checks the hand-over, whatever those functions do.
 */
const seen = vi.hoisted(() => ({
  recorded: [] as { event: BookingEvent; inTransaction: boolean }[],
  mailed: [] as BookingEvent[],
}));

vi.mock('./booking-events.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./booking-events.ts')>();
  return {
    ...real,
    recordBookingEvent: async (tx: Parameters<typeof real.recordBookingEvent>[0], event: BookingEvent) => {
      // A transaction handle has rollback(); the bare database does not.
      seen.recorded.push({ event, inTransaction: 'rollback' in tx });
      return real.recordBookingEvent(tx, event);
    },
    mailBookingEvent: async (...args: Parameters<typeof real.mailBookingEvent>) => {
      seen.mailed.push(args[1]);
      return real.mailBookingEvent(...args);
    },
  };
});

describe('booking events handed to notifications (in the transaction) and mail (after commit)', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: Awaited<ReturnType<typeof createBookableArtist>>;
  let client: TestUser;
  let day = 20;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { name: 'Event Artist', timezone: 'Asia/Tokyo' });
    client = await createTestUser(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    seen.recorded.length = 0;
    seen.mailed.length = 0;
  });

  it('hands over "created" with the artist, the row and the plaintext of the stored token hash', async () => {
    const res = await call('POST', '/booking', null, guestBody(artist, slotAt(artist, 2, 10)));
    expect(res.statusCode).toBe(201);
    expect(seen.recorded).toHaveLength(1);
    const { event, inTransaction } = seen.recorded[0]!;
    expect(inTransaction).toBe(true);
    expect(event).toMatchObject({
      kind: 'created',
      actor: 'client',
      artist: { id: artist.id, name: 'Event Artist', email: artist.email, timezone: 'Asia/Tokyo' },
      booking: { id: res.json().data.id, status: 'pending' },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, event.booking.id));
    expect(hashToken(event.manageToken!)).toBe(row!.manageTokenHash);
    expect(seen.mailed).toEqual([event]);
  });

  it.each([
    ['accept', 'confirmed', 'artist'],
    ['decline', 'declined', 'artist'],
    ['cancel', 'cancelled', 'client'],
  ] as const)('hands over %s as "%s" by the %s', async (path, kind, actor) => {
    const booking = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, day++, 10),
      clientUserId: client.id,
      clientEmail: client.email,
    });
    const res = await call('POST', `/booking/${booking.id}/${path}`, actor === 'artist' ? artist : client, {
      reason: 'Because',
    });
    expect(res.statusCode).toBe(200);
    expect(seen.recorded.map((r) => [r.event.kind, r.event.actor, r.inTransaction])).toEqual([
      [kind, actor, true],
    ]);
    expect(seen.recorded[0]!.event.booking.status).toBe(kind);
    expect(seen.mailed.map((e) => e.kind)).toEqual([kind]);
  });

  it('mails nothing when the change is refused (the transaction rolled back)', async () => {
    const first = slotAt(artist, 40, 10);
    expect((await call('POST', '/booking', null, guestBody(artist, first))).statusCode).toBe(201);
    seen.recorded.length = 0;
    seen.mailed.length = 0;
    const clash = await call('POST', '/booking', null, guestBody(artist, first));
    expect(clash.statusCode).toBe(409);
    expect(seen.mailed).toEqual([]);
  });
});
