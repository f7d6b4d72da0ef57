import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { DATE_UNAVAILABLE_MESSAGE, PAST_DATE_MESSAGE, SLOT_TAKEN_MESSAGE } from '#shared/booking-rules.ts';
import { DATE_TIME_MESSAGE } from '#shared/schemas/bookings.ts';
import { MISSING_TIME_MESSAGE, OUTSIDE_HOURS_MESSAGE, TIME_ELAPSED_MESSAGE } from './availability-checks.ts';
import { isWithinAvailability } from './availability-service.ts';
import {
  type CalendarTestArtist,
  caller,
  createCalendarArtist,
  insertTestBlock,
  insertTestBooking,
  localAt,
  localDay,
} from './availability-test-kit.ts';
import { availabilityRules } from './tables.ts';

describe('availability checks before a booking', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let call: ReturnType<typeof caller>;
  let d: (n: number) => string;
  let at: (n: number, time: string) => Date;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database, 'UTC');
    d = (n) => localDay(artist, n);
    at = (n, time) => localAt(artist, d(n), time);
    await insertTestBooking(t.database, artist.id, at(2, '10:00'), at(2, '11:00'), 'confirmed');
    await insertTestBooking(t.database, artist.id, at(2, '14:00'), at(2, '15:00'), 'cancelled');
    await insertTestBlock(t.database, artist.id, at(3, '12:00'), at(3, '14:00'));
    await t.database.db
      .insert(availabilityRules)
      .values({ artistId: artist.id, date: d(4), available: false });
  });
  afterAll(async () => t.close());

  const check = (body: Record<string, unknown>) =>
    call('POST', '/bookings/check-availability', null, { artistId: artist.id, ...body });

  it.each([
    ['a free hour', { date: 2, time: '09:00' }, true, undefined],
    ['the confirmed booking’s hour', { date: 2, time: '10:00' }, false, SLOT_TAKEN_MESSAGE],
    ['a cancelled booking’s hour, free again', { date: 2, time: '14:00' }, true, undefined],
    ['a blocked hour', { date: 3, time: '13:00' }, false, SLOT_TAKEN_MESSAGE],
    ['a closed date', { date: 4, time: '10:00' }, false, DATE_UNAVAILABLE_MESSAGE],
    ['an hour after closing', { date: 2, time: '18:00' }, false, OUTSIDE_HOURS_MESSAGE],
    ['yesterday', { date: -1, time: '10:00' }, false, PAST_DATE_MESSAGE],
    ['midnight today, already gone', { date: 0, time: '00:00' }, false, TIME_ELAPSED_MESSAGE],
  ])('{artistId, date, time}: %s', async (_name, input, available, message) => {
    const res = await check({ date: d(input.date), time: input.time });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, available, ...(message ? { message } : {}) });
  });

  it('takes {artistId, dateTime} too, off the hourly grid', async () => {
    const overlapping = await check({ dateTime: at(2, '10:30').toISOString() });
    expect(overlapping.json()).toEqual({ success: true, available: false, message: SLOT_TAKEN_MESSAGE });
    const halfPast = await check({ dateTime: at(2, '11:30').toISOString() });
    expect(halfPast.json()).toEqual({ success: true, available: true });
  });

  it('checks a service’s whole length', async () => {
    // Portrait Session is two hours: 09:00 runs into the 10:00 booking, 11:00 does not.
    expect((await check({ date: d(2), time: '09:00', service: 'portrait' })).json().available).toBe(false);
    expect((await check({ date: d(2), time: '11:00', service: 'Portrait Session' })).json().available).toBe(
      true,
    );
    // Workshop Session is four hours: 15:00 would end at 19:00, after closing.
    expect((await check({ date: d(2), time: '15:00', service: 'workshop' })).json()).toEqual({
      success: true,
      available: false,
      message: OUTSIDE_HOURS_MESSAGE,
    });
  });

  it('answers 404 for an unknown service or artist, 400 without a time', async () => {
    const service = await check({ date: d(2), time: '09:00', service: 'pottery-rave' });
    expect(service.statusCode).toBe(404);
    expect(service.json().message).toBe('Service not found');
    const unknown = await call('POST', '/bookings/check-availability', null, {
      artistId: 'nobody_here',
      date: d(2),
      time: '09:00',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Artist not found');
    const noTime = await check({ date: d(2) });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json()).toMatchObject({
      success: false,
      message: DATE_TIME_MESSAGE,
      code: 'VALIDATION_FAILED',
    });
    const badTime = await check({ date: d(2), time: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe('Please choose a valid time (HH:MM)');
    const noArtist = await call('POST', '/bookings/check-availability', null, { date: d(2), time: '09:00' });
    expect(noArtist.statusCode).toBe(400);
    expect(noArtist.json().message).toBe('Artist id is required');
  });

  it('says a time skipped by spring forward does not exist', async () => {
    const newYork = await createCalendarArtist(t.database, 'America/New_York', { start: 0, end: 1440 });
    const res = await call('POST', '/bookings/check-timeslot', null, {
      artistId: newYork.id,
      date: '2027-03-14',
      time: '02:30',
    });
    expect(res.json()).toEqual({ success: true, available: false, message: MISSING_TIME_MESSAGE });
  });

  it('POST /bookings/check-timeslot answers {available} for one hour', async () => {
    const free = await call('POST', '/bookings/check-timeslot', null, {
      artistId: artist.id,
      date: d(2),
      time: '12:00',
    });
    expect(free.json()).toEqual({ success: true, available: true });
    const taken = await call('POST', '/bookings/check-timeslot', null, {
      artistId: artist.username,
      date: d(2),
      time: '10:00',
    });
    expect(taken.json()).toEqual({ success: true, available: false, message: SLOT_TAKEN_MESSAGE });
    const missing = await call('POST', '/bookings/check-timeslot', null, { artistId: artist.id, date: d(2) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Time is required');
  });

  it('isWithinAvailability: open hours and blocks, never other bookings', async () => {
    const db = t.database.db;
    const within = (start: Date, end: Date, id = artist.id) => isWithinAvailability(db, id, start, end);
    expect(await within(at(5, '10:30'), at(5, '11:30'))).toBe(true);
    expect(await within(at(5, '09:00'), at(5, '18:00'))).toBe(true);
    expect(await within(at(5, '17:30'), at(5, '18:30'))).toBe(false);
    expect(await within(at(5, '08:30'), at(5, '09:30'))).toBe(false);
    // The confirmed booking's hour is inside open hours: the exclusion constraint guards overlap.
    expect(await within(at(2, '10:00'), at(2, '11:00'))).toBe(true);
    expect(await within(at(3, '11:00'), at(3, '12:00'))).toBe(true);
    expect(await within(at(3, '11:30'), at(3, '12:30'))).toBe(false);
    expect(await within(at(4, '10:00'), at(4, '11:00'))).toBe(false);
    expect(await within(at(-1, '10:00'), at(-1, '11:00'))).toBe(false);
    expect(await within(at(400, '10:00'), at(400, '11:00'))).toBe(false);
    expect(await within(at(5, '11:00'), at(5, '10:00'))).toBe(false);
    expect(await within(at(5, '10:00'), at(5, '11:00'), '00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('isWithinAvailability works inside the caller’s transaction', async () => {
    const inside = await t.database.db.transaction((tx) =>
      isWithinAvailability(tx, artist.id, at(6, '10:00'), at(6, '11:00')),
    );
    expect(inside).toBe(true);
  });
});
