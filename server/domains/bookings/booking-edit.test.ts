import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  type BookingStatus,
  PAST_DATE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '#shared/booking-rules.ts';
import {
  BOOKING_DELETED_MESSAGE,
  CANCEL_BEFORE_DELETE_MESSAGE,
  CLIENT_ONLY_CHANGE_MESSAGE,
  COMPLETED_KEPT_MESSAGE,
  ONLY_PENDING_CHANGE_MESSAGE,
} from './booking-edit.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  insertBooking,
  serviceBySlug,
  slotAt,
} from './booking-test-kit.ts';
import { bookings } from './tables.ts';

describe('changing and removing a booking: PUT and DELETE /booking/{id}', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let client: TestUser;
  let stranger: TestUser;
  let day = 2;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    artist = await createBookableArtist(t.database, { timezone: 'Europe/Berlin' });
    client = await createTestUser(t.database);
    stranger = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  const makeBooking = (status: BookingStatus = 'pending', hour = 10) =>
    insertBooking(t.database, artist, {
      status,
      clientUserId: client.id,
      clientEmail: client.email,
      startsAt: slotAt(artist, day++, hour),
    });

  async function expectUnchanged(request: () => ReturnType<typeof call>, status: number, message: string) {
    const before = await t.snapshot();
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
    expect(await t.snapshot()).toEqual(before);
  }

  describe('PUT /booking/{id}', () => {
    it('lets the client move a pending request, change its service and rewrite the message', async () => {
      const booking = await makeBooking();
      const newStart = slotAt(artist, day++, 14);
      const res = await call('PUT', `/booking/${booking.id}`, client, {
        dateTime: newStart.toISOString(),
        service: 'workshop',
        message: 'Could we make it a workshop instead?',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        dateTime: newStart.toISOString(),
        endsAt: new Date(newStart.getTime() + 240 * 60_000).toISOString(),
        service: 'Workshop Session',
        serviceId: serviceBySlug(artist, 'workshop').id,
        price: 0,
        message: 'Could we make it a workshop instead?',
        status: 'pending',
      });
    });

    it('may shift a request across its own current slot (it never overlaps itself)', async () => {
      const booking = await makeBooking();
      const shifted = new Date(booking.startsAt.getTime() + 30 * 60_000);
      const res = await call('PUT', `/booking/${booking.id}`, client, { dateTime: shifted.toISOString() });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ dateTime: shifted.toISOString(), durationMinutes: 60 });
    });

    it('refuses a move onto another booking with 409 SLOT_TAKEN', async () => {
      const taken = await makeBooking();
      const mine = await makeBooking();
      await expectUnchanged(
        () => call('PUT', `/booking/${mine.id}`, client, { dateTime: taken.startsAt.toISOString() }),
        409,
        SLOT_TAKEN_MESSAGE,
      );
    });

    it('validates the change', async () => {
      const booking = await makeBooking();
      const url = `/booking/${booking.id}`;
      await expectUnchanged(
        () => call('PUT', url, client, { message: 'Short' }),
        400,
        'Please provide more details (at least 10 characters)',
      );
      await expectUnchanged(
        () => call('PUT', url, client, { service: 'Nonexistent' }),
        400,
        'Please select a service',
      );
      await expectUnchanged(
        () => call('PUT', url, client, { dateTime: new Date(Date.now() - 3_600_000).toISOString() }),
        400,
        PAST_DATE_MESSAGE,
      );
      await expectUnchanged(
        () => call('PUT', url, client, { dateTime: 'tomorrow' }),
        400,
        'Please choose a date and time',
      );
    });

    it('is the client’s, for pending requests only', async () => {
      const pending = await makeBooking();
      const body = { message: 'Changing this as someone else.' };
      await expectUnchanged(
        () => call('PUT', `/booking/${pending.id}`, artist, body),
        403,
        CLIENT_ONLY_CHANGE_MESSAGE,
      );
      await expectUnchanged(
        () => call('PUT', `/booking/${pending.id}`, stranger, body),
        404,
        BOOKING_NOT_FOUND_MESSAGE,
      );
      await expectUnchanged(
        () => call('PUT', `/booking/${pending.id}`, null, body),
        401,
        'Please sign in to continue',
      );
      const confirmed = await makeBooking('confirmed');
      await expectUnchanged(
        () => call('PUT', `/booking/${confirmed.id}`, client, body),
        409,
        ONLY_PENDING_CHANGE_MESSAGE,
      );
    });
  });

  describe('DELETE /booking/{id}', () => {
    it.each(['declined', 'cancelled'] as const)('lets the artist remove a %s booking', async (status) => {
      const booking = await makeBooking(status);
      const res = await call('DELETE', `/booking/${booking.id}`, artist);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: BOOKING_DELETED_MESSAGE });
      expect(await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id))).toEqual([]);
    });

    it.each([
      ['pending', CANCEL_BEFORE_DELETE_MESSAGE],
      ['confirmed', CANCEL_BEFORE_DELETE_MESSAGE],
      ['completed', COMPLETED_KEPT_MESSAGE],
    ] as const)('keeps a %s booking (409)', async (status, message) => {
      const booking = await makeBooking(status);
      await expectUnchanged(() => call('DELETE', `/booking/${booking.id}`, artist), 409, message);
    });

    it('is the artist’s alone', async () => {
      const booking = await makeBooking('declined');
      await expectUnchanged(
        () => call('DELETE', `/booking/${booking.id}`, client),
        403,
        'Only the artist can delete a booking',
      );
      await expectUnchanged(
        () => call('DELETE', `/booking/${booking.id}`, stranger),
        404,
        BOOKING_NOT_FOUND_MESSAGE,
      );
      await expectUnchanged(
        () => call('DELETE', `/booking/${booking.id}`),
        401,
        'Please sign in to continue',
      );
      await expectUnchanged(() => call('DELETE', '/booking/123', artist), 404, BOOKING_NOT_FOUND_MESSAGE);
    });
  });
});
