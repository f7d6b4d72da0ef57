import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  BOOKING_HORIZON_DAYS,
  PAST_DATE_MESSAGE,
  SIMPLE_BOOKING_SERVICE,
  SLOT_TAKEN_MESSAGE,
} from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { NOT_TAKING_BOOKINGS_MESSAGE, SELF_BOOKING_MESSAGE } from './booking-create.ts';
import { HORIZON_MESSAGE } from './booking-guards.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  guestBody,
  serviceBySlug,
  slotAt,
} from './booking-test-kit.ts';
import { bookings } from './tables.ts';

describe('creating a booking: POST /booking and POST /bookings', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let client: TestUser;
  let day = 2;
  /** Each test books on a day of its own, so no two tests compete for a slot. */
  const nextSlot = (hour = 10) => slotAt(artist, day++, hour);

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { name: 'Maya Chen', username: 'maya_test' });
    client = await createTestUser(t.database, { name: 'Sam Client', email: 'sam.client@example.com' });
  });
  afterAll(async () => t.close());

  /** Rejections write nothing: the whole database is fingerprinted around the request. */
  async function expectRejected(
    request: () => ReturnType<typeof call>,
    status: number,
    message: string,
    code?: string,
  ) {
    const before = await t.snapshot();
    const res = await request();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message, error: message });
    if (code) expect(body.code).toBe(code);
    expect(await t.snapshot()).toEqual(before);
    return body;
  }

  it('takes a guest request as pending, whatever status is sent, in the spec Booking shape', async () => {
    const startsAt = nextSlot(11);
    const res = await call('POST', '/booking', null, guestBody(artist, startsAt, { status: 'confirmed' }));
    expect(res.statusCode).toBe(201);
    const booking: Booking = res.json().data;
    const portrait = serviceBySlug(artist, 'portrait');
    expect(booking).toEqual<Booking>({
      id: expect.any(String),
      reference: expect.stringMatching(/^EAS-[2-9A-HJ-NP-Z]{6}$/),
      artistId: artist.id,
      artistName: 'Maya Chen',
      artistUsername: 'maya_test',
      artistAvatar: null,
      artistTimezone: 'Europe/Lisbon',
      clientName: 'Robin Guest',
      clientEmail: 'robin.guest@example.com',
      dateTime: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 120 * 60_000).toISOString(),
      durationMinutes: 120,
      service: 'Portrait Session',
      serviceId: portrait.id,
      price: 0,
      cancellationPolicy: null,
      payment: null,
      quote: null,
      respondBy: expect.any(String),
      disputeUntil: null,
      dispute: null,
      message: 'I would love a portrait session, please.',
      status: 'pending',
      statusReason: null,
      cancelledBy: null,
      viewerRole: 'guest',
      review: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(booking.dateTime).toMatch(/Z$/);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.clientUserId).toBeNull();
    expect(row!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toContain(row!.manageTokenHash!);
  });

  it('accepts the service as its id, its slug or its name (any case)', async () => {
    const consultation = serviceBySlug(artist, 'consultation');
    for (const service of [consultation.id, 'consultation', 'art CONSULTATION']) {
      const res = await call('POST', '/booking', null, guestBody(artist, nextSlot(), { service }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        service: 'Art Consultation',
        serviceId: consultation.id,
        price: 0,
      });
    }
  });

  it('books one hour of "Session request" when no service is sent (the simple modal)', async () => {
    const body = guestBody(artist, nextSlot());
    delete (body as { service?: string }).service;
    const res = await call('POST', '/booking', null, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      service: SIMPLE_BOOKING_SERVICE,
      serviceId: null,
      durationMinutes: 60,
      price: null,
    });
  });

  it('shows a quoted service without a price', async () => {
    const res = await call(
      'POST',
      '/booking',
      null,
      guestBody(artist, nextSlot(), { service: 'commission' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ service: 'Art Commission', price: null });
  });

  it("fills a signed-in client's name and e-mail from the account and links the booking to it", async () => {
    const res = await call('POST', '/booking', client, {
      artistId: 'maya_test',
      dateTime: nextSlot().toISOString(),
      service: 'tour',
      message: 'A gallery tour for two, please.',
    });
    expect(res.statusCode).toBe(201);
    const booking: Booking = res.json().data;
    expect(booking).toMatchObject({
      clientName: 'Sam Client',
      clientEmail: 'sam.client@example.com',
      viewerRole: 'client',
      artistId: artist.id,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.clientUserId).toBe(client.id);
  });

  it('answers the separate booking service shape: success, bookingId, reference and the booking', async () => {
    const res = await call('POST', '/bookings', null, guestBody(artist, nextSlot()));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      bookingId: body.booking.id,
      reference: body.booking.reference,
    });
    expect(body.booking.status).toBe('pending');
  });

  it('refuses an overlapping request with 409 SLOT_TAKEN and the spec sentence', async () => {
    const startsAt = nextSlot(10);
    expect((await call('POST', '/booking', null, guestBody(artist, startsAt))).statusCode).toBe(201);
    // The portrait takes 10:00-12:00; a consultation at 11:00 overlaps it.
    const overlapping = guestBody(artist, new Date(startsAt.getTime() + 60 * 60_000), {
      service: 'consultation',
    });
    for (const url of ['/booking', '/bookings']) {
      await expectRejected(() => call('POST', url, null, overlapping), 409, SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN');
    }
    // Back to back is fine: the range is half-open.
    const after = guestBody(artist, new Date(startsAt.getTime() + 120 * 60_000), { service: 'consultation' });
    expect((await call('POST', '/booking', null, after)).statusCode).toBe(201);
  });

  it.each([
    ['clientName', { clientName: undefined }, 'Name is required'],
    ['clientEmail', { clientEmail: undefined }, 'Email is required'],
    ['clientName', { clientName: ' A ' }, 'Name must be at least 2 characters'],
    ['clientEmail', { clientEmail: 'not-an-email' }, 'Please enter a valid email address'],
    ['message', { message: undefined }, 'Message is required'],
    ['message', { message: 'Too short' }, 'Please provide more details (at least 10 characters)'],
    ['dateTime', { dateTime: '2026-13-01 10:00' }, 'Please choose a date and time'],
    ['dateTime', { dateTime: undefined }, 'Date time is required'],
    ['artistId', { artistId: '' }, 'Please choose an artist'],
    ['service', { service: 'Underwater Basket Weaving' }, 'Please select a service'],
  ])('refuses a guest request with a bad %s: %s', async (field, overrides, message) => {
    const body = await expectRejected(
      () => call('POST', '/booking', null, guestBody(artist, nextSlot(), overrides)),
      400,
      message,
      'VALIDATION_FAILED',
    );
    expect(body.details?.[0]).toMatchObject({ field, message });
  });

  it('refuses past starts and starts beyond the booking horizon', async () => {
    const past = new Date(Date.now() - 60 * 60_000);
    await expectRejected(
      () => call('POST', '/booking', null, guestBody(artist, past)),
      400,
      PAST_DATE_MESSAGE,
    );
    const far = slotAt(artist, BOOKING_HORIZON_DAYS + 2, 10);
    await expectRejected(() => call('POST', '/bookings', null, guestBody(artist, far)), 400, HORIZON_MESSAGE);
  });

  it('answers 404 for an unknown artist and 409 for one not taking bookings', async () => {
    await expectRejected(
      () =>
        call('POST', '/booking', null, guestBody({ id: '00000000-0000-4000-8000-000000000000' }, nextSlot())),
      404,
      'Artist not found',
      'NOT_FOUND',
    );
    await expectRejected(
      () => call('POST', '/booking', null, guestBody({ id: 'nobody_here' }, nextSlot())),
      404,
      'Artist not found',
    );
    const plainUser = await createTestUser(t.database);
    await expectRejected(
      () => call('POST', '/booking', null, guestBody(plainUser, nextSlot())),
      404,
      'Artist not found',
    );
    const closed = await createTestArtist(t.database, {}, { bookingEnabled: false });
    await expectRejected(
      () => call('POST', '/bookings', null, guestBody(closed, nextSlot())),
      409,
      NOT_TAKING_BOOKINGS_MESSAGE,
      'CONFLICT',
    );
    await t.database.db
      .update(artistProfiles)
      .set({ bookingEnabled: true })
      .where(eq(artistProfiles.userId, closed.id));
  });

  it('does not let an artist book themself', async () => {
    await expectRejected(
      () => call('POST', '/booking', artist, guestBody(artist, nextSlot())),
      400,
      SELF_BOOKING_MESSAGE,
    );
  });

  it('answers 401 to a caller whose token no longer works instead of booking them as a guest', async () => {
    await expectRejected(
      () => call('POST', '/booking', { token: 'x'.repeat(43) }, guestBody(artist, nextSlot())),
      401,
      'Your session has expired. Please sign in again.',
      'INVALID_TOKEN',
    );
  });
});
