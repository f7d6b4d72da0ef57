import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { GUEST_BOOKING_MESSAGE } from '#shared/schemas/messages.ts';
import { bookingBetween, type Cast, callAs, createCast } from './message-test-kit.ts';

describe('POST /conversations opens the conversation of a booking', () => {
  let t: TestApp;
  let cast: Cast;
  let call: ReturnType<typeof callAs>;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    cast = await createCast(t);
  });
  afterAll(async () => t.close());

  it('gives the client and the artist the same one conversation, each seeing the other party', async () => {
    const booking = await bookingBetween(t, cast);
    const asClient = await call('POST', '/conversations', cast.client, { bookingId: booking.id });
    expect(asClient.statusCode).toBe(200);
    expect(asClient.json().data).toMatchObject({
      subject: {
        type: 'booking',
        bookingId: booking.id,
        reference: booking.reference,
        serviceName: 'Portrait Session',
        startsAt: booking.startsAt.toISOString(),
      },
      otherParty: { id: cast.artist.id, name: 'Maya Chen', username: cast.artist.username },
      myRole: 'client',
      lastMessage: null,
      unreadCount: 0,
    });
    expect(JSON.stringify(asClient.json())).not.toContain(cast.artist.email);

    const asArtist = await call('POST', '/conversations', cast.artist, { bookingId: ` ${booking.id} ` });
    expect(asArtist.statusCode).toBe(200);
    expect(asArtist.json().data).toMatchObject({
      id: asClient.json().data.id,
      myRole: 'artist',
      otherParty: { id: cast.client.id, name: 'Sam Rivera' },
    });
    expect(JSON.stringify(asArtist.json())).not.toContain(cast.client.email);
  });

  it('opens one conversation when both parties ask at once', async () => {
    const booking = await bookingBetween(t, cast);
    const [a, b] = await Promise.all([
      call('POST', '/conversations', cast.client, { bookingId: booking.id }),
      call('POST', '/conversations', cast.artist, { bookingId: booking.id }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
  });

  it('refuses a guest booking with 409 and a clear message, and writes nothing', async () => {
    const booking = await bookingBetween(t, cast, true);
    const before = await t.snapshot();
    for (const who of [cast.artist, cast.client]) {
      const res = await call('POST', '/conversations', who, { bookingId: booking.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: GUEST_BOOKING_MESSAGE,
        error: GUEST_BOOKING_MESSAGE,
        code: 'CONFLICT',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 404 to anyone outside the booking, 401 signed out, 400 without a booking; nothing changes', async () => {
    const booking = await bookingBetween(t, cast);
    const before = await t.snapshot();
    const stranger = await call('POST', '/conversations', cast.stranger, { bookingId: booking.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Booking not found',
    });
    const unknown = await call('POST', '/conversations', cast.client, { bookingId: 'not-a-booking' });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await call('POST', '/conversations', null, { bookingId: booking.id });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const missing = await call('POST', '/conversations', cast.client, { bookingId: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Choose a booking to message about',
    });
    expect(await t.snapshot()).toEqual(before);
  });
});
