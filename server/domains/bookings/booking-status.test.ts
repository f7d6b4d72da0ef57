import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  type BookingStatus,
  bookingStatuses,
  canTransition,
} from '#shared/booking-rules.ts';
import { ARTIST_ONLY_MESSAGE, NOT_STARTED_MESSAGE, type TargetStatus } from './booking-status.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  insertBooking,
  slotAt,
} from './booking-test-kit.ts';
import { bookings } from './tables.ts';

// The artist's decisions; expiry is the schedule's and disputes are the escrow tests'.
const targets = ['confirmed', 'declined', 'cancelled', 'completed'] as const satisfies TargetStatus[];
const actionPath: Record<(typeof targets)[number], string> = {
  confirmed: 'accept',
  declined: 'decline',
  cancelled: 'cancel',
  completed: 'complete',
};

describe('booking decisions: accept, decline, cancel, complete and PATCH /bookings/{id}', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let otherArtist: BookableArtist;
  let client: TestUser;
  let stranger: TestUser;
  let day = 2;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { timezone: 'America/New_York' });
    otherArtist = await createBookableArtist(t.database);
    client = await createTestUser(t.database, { email: 'client@example.com' });
    stranger = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  /** A booking of `client` with `artist`; a started one lies in the past, others each on a day of their own. */
  const makeBooking = (status: BookingStatus, started = false) =>
    insertBooking(t.database, artist, {
      status,
      clientUserId: client.id,
      clientEmail: client.email,
      startsAt: started ? slotAt(artist, -day++, 10) : slotAt(artist, day++, 10),
      createdAt: new Date(Date.now() - 86_400_000),
      updatedAt: new Date(Date.now() - 86_400_000),
    });

  const statusOf = async (id: string) =>
    (await t.database.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

  async function expectUnchanged(request: () => ReturnType<typeof call>, status: number, message: string) {
    const before = await t.snapshot();
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
    expect(await t.snapshot()).toEqual(before);
  }

  describe.each(['main backend', 'separate service'] as const)('every from × to through the %s', (api) => {
    const cases = bookingStatuses.flatMap((from) => targets.map((to) => [from, to] as const));
    it.each(cases)('%s → %s', async (from, to) => {
      // A session to complete has started; that rule is tested on its own below.
      const booking = await makeBooking(from, to === 'completed');
      const request = () =>
        api === 'main backend'
          ? call('POST', `/booking/${booking.id}/${actionPath[to]}`, artist)
          : call('PATCH', `/bookings/${booking.id}`, artist, { status: to });
      if (canTransition(from, to)) {
        const res = await request();
        expect(res.statusCode).toBe(200);
        const body = res.json();
        if (api === 'main backend') expect(body.data).toMatchObject({ id: booking.id, status: to });
        else expect(body).toEqual({ success: true, booking: { status: to, updatedAt: expect.any(String) } });
        expect(await statusOf(booking.id)).toBe(to);
      } else {
        const before = await t.snapshot();
        const res = await request();
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
        expect(await t.snapshot()).toEqual(before);
      }
    });
  });

  it('says clearly why a move is refused', async () => {
    const confirmed = await makeBooking('confirmed');
    await expectUnchanged(
      () => call('POST', `/booking/${confirmed.id}/accept`, artist),
      409,
      'This booking is already confirmed',
    );
    const declined = await makeBooking('declined');
    await expectUnchanged(
      () => call('POST', `/booking/${declined.id}/cancel`, client, { reason: 'Changed my mind' }),
      409,
      'A declined booking cannot be cancelled',
    );
    const pending = await makeBooking('pending', true);
    await expectUnchanged(
      () => call('POST', `/booking/${pending.id}/complete`, artist),
      409,
      'Only a confirmed booking can be completed',
    );
  });

  it('completes a confirmed session only once it has started', async () => {
    const upcoming = await makeBooking('confirmed');
    await expectUnchanged(
      () => call('POST', `/booking/${upcoming.id}/complete`, artist),
      409,
      NOT_STARTED_MESSAGE,
    );
    const started = await makeBooking('confirmed', true);
    const res = await call('POST', `/booking/${started.id}/complete`, artist);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', viewerRole: 'artist' });
  });

  it('keeps accept, decline and complete to the artist (403 for the client)', async () => {
    const pending = await makeBooking('pending');
    for (const path of ['accept', 'decline']) {
      await expectUnchanged(
        () => call('POST', `/booking/${pending.id}/${path}`, client),
        403,
        ARTIST_ONLY_MESSAGE,
      );
    }
    await expectUnchanged(
      () => call('PATCH', `/bookings/${pending.id}/confirm`, client, { action: 'accept' }),
      403,
      ARTIST_ONLY_MESSAGE,
    );
    const started = await makeBooking('confirmed', true);
    await expectUnchanged(
      () => call('POST', `/booking/${started.id}/complete`, client),
      403,
      ARTIST_ONLY_MESSAGE,
    );
  });

  it("lets the client cancel with a reason, recorded as the client's", async () => {
    const pending = await makeBooking('pending');
    const res = await call('POST', `/booking/${pending.id}/cancel`, client, {
      reason: '  Something came up  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      statusReason: 'Something came up',
      cancelledBy: 'client',
      viewerRole: 'client',
      clientEmail: 'client@example.com',
    });
    const viaPatch = await makeBooking('confirmed');
    const patched = await call('PATCH', `/bookings/${viaPatch.id}`, client, { status: 'cancelled' });
    expect(patched.json()).toMatchObject({ success: true, booking: { status: 'cancelled' } });
  });

  it('records the artist’s decline reason and cancel, and stamps updatedAt', async () => {
    const pending = await makeBooking('pending');
    const declined = await call('POST', `/booking/${pending.id}/decline`, artist, {
      reason: 'Fully booked that week',
    });
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      statusReason: 'Fully booked that week',
    });
    expect(Date.parse(declined.json().data.updatedAt)).toBeGreaterThan(pending.updatedAt.getTime());
    const noReason = await makeBooking('pending');
    const bare = await call('POST', `/booking/${noReason.id}/decline`, artist);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data).toMatchObject({ status: 'declined', statusReason: null });
    const confirmed = await makeBooking('confirmed');
    const cancelled = await call('POST', `/booking/${confirmed.id}/cancel`, artist, {});
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'artist',
      statusReason: null,
    });
  });

  it('accepts and declines through the earlier {action} variant', async () => {
    const a = await makeBooking('pending');
    const accepted = await call('PATCH', `/bookings/${a.id}/confirm`, artist, { action: 'accept' });
    expect(accepted.json()).toEqual({
      success: true,
      booking: { status: 'confirmed', updatedAt: expect.any(String) },
    });
    const d = await makeBooking('pending');
    const declined = await call('PATCH', `/bookings/${d.id}/confirm`, artist, {
      action: 'decline',
      reason: 'No',
    });
    expect(declined.json().booking.status).toBe('declined');
  });

  it('answers 404 to anyone outside the booking, including another artist and a guest e-mail match', async () => {
    const pending = await makeBooking('pending');
    const guestMade = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, day++, 10),
      clientEmail: stranger.email,
    });
    for (const user of [stranger, otherArtist]) {
      for (const to of targets) {
        await expectUnchanged(
          () => call('POST', `/booking/${pending.id}/${actionPath[to]}`, user),
          404,
          BOOKING_NOT_FOUND_MESSAGE,
        );
      }
      await expectUnchanged(
        () => call('PATCH', `/bookings/${pending.id}`, user, { status: 'cancelled' }),
        404,
        BOOKING_NOT_FOUND_MESSAGE,
      );
    }
    // A guest request is cancelled through its mailed link, not by whoever signs up with the address.
    await expectUnchanged(
      () => call('POST', `/booking/${guestMade.id}/cancel`, stranger),
      404,
      BOOKING_NOT_FOUND_MESSAGE,
    );
    await expectUnchanged(
      () => call('POST', '/booking/not-a-uuid/accept', artist),
      404,
      BOOKING_NOT_FOUND_MESSAGE,
    );
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const pending = await makeBooking('pending');
    await expectUnchanged(
      () => call('POST', `/booking/${pending.id}/accept`),
      401,
      'Please sign in to continue',
    );
    await expectUnchanged(
      () => call('PATCH', `/bookings/${pending.id}`, null, { status: 'nonsense' }),
      401,
      'Please sign in to continue',
    );
    await expectUnchanged(
      () => call('PATCH', `/bookings/${pending.id}/confirm`, null, { action: 'accept' }),
      401,
      'Please sign in to continue',
    );
  });

  it('validates the bodies with clear messages', async () => {
    const pending = await makeBooking('pending');
    await expectUnchanged(
      () => call('PATCH', `/bookings/${pending.id}`, artist, { status: 'pending' }),
      400,
      'Status must be confirmed, declined, cancelled or completed',
    );
    await expectUnchanged(
      () => call('PATCH', `/bookings/${pending.id}/confirm`, artist, { action: 'maybe' }),
      400,
      'Action must be accept or decline',
    );
    await expectUnchanged(
      () => call('POST', `/booking/${pending.id}/decline`, artist, { reason: 'x'.repeat(1001) }),
      400,
      'Reason must be at most 1000 characters',
    );
  });
});
