import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { LINK_INVALID_MESSAGE } from './booking-status.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  insertBooking,
  slotAt,
} from './booking-test-kit.ts';

type Row = Awaited<ReturnType<typeof insertBooking>>;

describe('guests: track with e-mail and reference (POST /bookings/lookup) and the self-service link', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let otherArtist: BookableArtist;
  let first: Row;
  let second: Row;
  let someoneElse: Row;
  let day = 2;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    call = callAs(t);
    artist = await createBookableArtist(t.database);
    otherArtist = await createBookableArtist(t.database);
    first = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 3, 10),
      clientEmail: 'pat@example.com',
    });
    second = await insertBooking(t.database, otherArtist, {
      startsAt: slotAt(otherArtist, 8, 15),
      clientEmail: 'pat@example.com',
      status: 'confirmed',
    });
    someoneElse = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 4, 10),
      clientEmail: 'lee@example.com',
    });
  });
  afterAll(async () => t.close());

  const lookup = (email: unknown, reference: unknown) =>
    call('POST', '/bookings/lookup', null, { email, reference });

  it("shows only the booking the reference belongs to, never the e-mail's others (any case, spaces trimmed)", async () => {
    const before = await t.snapshot();
    for (const [reference, expected] of [
      [`  ${first.reference.toLowerCase()} `, first.id],
      [second.reference, second.id],
    ] as const) {
      const res = await lookup(' PAT@example.com ', reference);
      expect(res.statusCode).toBe(200);
      const list: Booking[] = res.json().bookings;
      expect(res.json().success).toBe(true);
      expect(list.map((b) => b.id)).toEqual([expected]);
      expect(list[0]).toMatchObject({ viewerRole: 'guest', clientEmail: 'pat@example.com' });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers a wrong pair byte for byte like an unknown e-mail', async () => {
    const unknown = await lookup('nobody@example.com', 'EAS-ABCDEF');
    const answers = [
      await lookup('pat@example.com', someoneElse.reference),
      await lookup('lee@example.com', first.reference),
      await lookup('pat@example.com', 'EAS-ZZZZZZ'),
      await lookup('pat@example.com', ''),
      await lookup('pat@example.com', undefined),
      await lookup('nobody@example.com', first.reference),
    ];
    expect(unknown.statusCode).toBe(200);
    expect(unknown.rawPayload.toString('utf8')).toBe('{"success":true,"bookings":[]}');
    for (const res of answers) {
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.rawPayload.equals(unknown.rawPayload)).toBe(true);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.headers['content-length']).toBe(unknown.headers['content-length']);
    }
  });

  it('validates the e-mail with the spec messages', async () => {
    for (const [email, message] of [
      [undefined, 'Email is required'],
      ['   ', 'Email is required'],
      ['pat-at-example', 'Please enter a valid email address'],
    ] as const) {
      const res = await lookup(email, first.reference);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_FAILED' });
    }
  });

  it('is rate limited per address like sign-in', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/bookings/lookup',
          payload: { email: 'pat@example.com', reference: `EAS-AAAAA${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().code).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  describe('the self-service link', () => {
    it('shows the one booking behind the token, with its e-mail', async () => {
      const res = await call('GET', `/bookings/manage/${first.manageToken}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        booking: { id: first.id, viewerRole: 'guest', clientEmail: 'pat@example.com', status: 'pending' },
      });
    });

    it('answers 404 "This link is no longer valid" to unknown or malformed tokens, changing nothing', async () => {
      for (const token of ['x'.repeat(43), 'short', encodeURIComponent('../../etc')]) {
        const before = await t.snapshot();
        for (const res of [
          await call('GET', `/bookings/manage/${token}`),
          await call('POST', `/bookings/manage/${token}/cancel`, null, { reason: 'Try' }),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({
            success: false,
            message: LINK_INVALID_MESSAGE,
            code: 'NOT_FOUND',
          });
        }
        expect(await t.snapshot()).toEqual(before);
      }
    });

    it('cancels as the client, with a reason, once', async () => {
      const booking = await insertBooking(t.database, artist, {
        startsAt: slotAt(artist, day++ + 10, 11),
        status: 'confirmed',
      });
      const res = await call('POST', `/bookings/manage/${booking.manageToken}/cancel`, null, {
        reason: 'Travel plans changed',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().booking).toMatchObject({
        id: booking.id,
        status: 'cancelled',
        cancelledBy: 'client',
        statusReason: 'Travel plans changed',
      });
      const before = await t.snapshot();
      const again = await call('POST', `/bookings/manage/${booking.manageToken}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This booking is already cancelled');
      expect(await t.snapshot()).toEqual(before);
    });

    it('follows the transition rules: a declined request cannot be cancelled', async () => {
      const declined = await insertBooking(t.database, artist, {
        startsAt: slotAt(artist, day++ + 10, 11),
        status: 'declined',
      });
      const res = await call('POST', `/bookings/manage/${declined.manageToken}/cancel`, null, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A declined booking cannot be cancelled');
    });
  });
});
