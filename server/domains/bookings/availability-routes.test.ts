import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { ONLY_ARTISTS_MESSAGE, OWN_CALENDAR_ONLY_MESSAGE } from './availability-artist.ts';
import { LATE_SLOT_MESSAGE, PAST_DATES_MESSAGE } from './availability-save.ts';
import { RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE } from './availability-service.ts';
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

const nineToFive = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

describe('GET /bookings/availability/{artistId}', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let call: ReturnType<typeof caller>;
  let d: (n: number) => string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database, 'UTC');
    d = (n) => localDay(artist, n);
    const at = (n: number, time: string) => localAt(artist, d(n), time);
    await insertTestBooking(t.database, artist.id, at(2, '10:00'), at(2, '11:00'), 'pending');
    await insertTestBlock(t.database, artist.id, at(3, '08:00'), at(3, '19:00'));
    await t.database.db
      .insert(availabilityRules)
      .values({ artistId: artist.id, date: d(4), available: false });
    await insertTestBooking(t.database, artist.id, at(5, '10:00'), at(5, '11:00'), 'cancelled');
    await insertTestBooking(t.database, artist.id, at(5, '13:00'), at(5, '14:00'), 'declined');
    await insertTestBooking(t.database, artist.id, at(6, '12:00'), at(6, '14:00'), 'confirmed');
  });
  afterAll(async () => t.close());

  it('gives free and booked times and a state for every date of the range', async () => {
    const res = await call('GET', `/bookings/availability/${artist.id}?startDate=${d(-1)}&endDate=${d(6)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.timezone).toBe('UTC');
    const dates = Array.from({ length: 8 }, (_, i) => d(i - 1));
    expect(Object.keys(body.states)).toEqual(dates);
    expect(Object.keys(body.availability)).toEqual(dates);
    expect(Object.keys(body.bookedSlots)).toEqual(dates);
    expect(body.states[d(-1)]).toBe('unavailable');
    expect(body.states[d(2)]).toBe('partial');
    expect(body.availability[d(2)]).toEqual(nineToFive.filter((h) => h !== '10:00'));
    expect(body.bookedSlots[d(2)]).toEqual(['10:00']);
    expect(body.states[d(3)]).toBe('booked');
    expect(body.availability[d(3)]).toEqual([]);
    expect(body.bookedSlots[d(3)]).toEqual(nineToFive);
    expect(body.states[d(4)]).toBe('unavailable');
    expect(body.states[d(5)]).toBe('available');
    expect(body.availability[d(5)]).toEqual(nineToFive);
    expect(body.bookedSlots[d(6)]).toEqual(['12:00', '13:00']);
  });

  it('accepts the username, and computes a Berlin artist’s slots in Berlin time', async () => {
    const berlin = await createCalendarArtist(t.database, 'Europe/Berlin');
    const day = localDay(berlin, 3);
    const res = await call(
      'GET',
      `/bookings/availability/${berlin.username}?startDate=${day}&endDate=${day}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      timezone: 'Europe/Berlin',
      states: { [day]: 'available' },
      availability: { [day]: nineToFive },
    });
  });

  it('offers nothing beyond the booking horizon', async () => {
    const res = await call(
      'GET',
      `/bookings/availability/${artist.id}?startDate=${d(360)}&endDate=${d(370)}`,
    );
    const states = res.json().states as Record<string, string>;
    // The horizon counts from now, so d(365) is cut at the current time of day.
    expect(states[d(364)]).toBe('available');
    expect(states[d(366)]).toBe('unavailable');
    expect(states[d(370)]).toBe('unavailable');
  });

  it.each([
    ['an end before the start', () => `startDate=${d(5)}&endDate=${d(4)}`, RANGE_ORDER_MESSAGE],
    ['more than 62 days', () => `startDate=${d(0)}&endDate=${d(62)}`, RANGE_LENGTH_MESSAGE],
    [
      'a malformed date',
      () => `startDate=2026-13-01&endDate=${d(1)}`,
      'Please choose a valid date (YYYY-MM-DD)',
    ],
    ['no end date', () => `startDate=${d(0)}`, 'End date is required'],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await call('GET', `/bookings/availability/${artist.id}?${query()}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
  });

  it('answers 62 days exactly', async () => {
    const res = await call('GET', `/bookings/availability/${artist.id}?startDate=${d(0)}&endDate=${d(61)}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().states)).toHaveLength(62);
  });

  it('answers 404 for an unknown artist or a plain user', async () => {
    const supporter = await createTestUser(t.database);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody_here', supporter.id, 'x'.repeat(100)]) {
      const res = await call('GET', `/bookings/availability/${id}?startDate=${d(0)}&endDate=${d(1)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Artist not found', code: 'NOT_FOUND' });
    }
  });
});

describe('POST /availability/{artistId}', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let otherArtist: TestUser;
  let supporter: TestUser;
  let call: ReturnType<typeof caller>;
  let d: (n: number) => string;

  const dateRules = async (date: string) =>
    (
      await t.database.db
        .select()
        .from(availabilityRules)
        .where(and(eq(availabilityRules.artistId, artist.id), eq(availabilityRules.date, date)))
        .orderBy(asc(availabilityRules.startMinute))
    ).map((r) => [r.available, r.startMinute, r.endMinute]);

  const map = async (from: string, to: string) =>
    (await call('GET', `/bookings/availability/${artist.id}?startDate=${from}&endDate=${to}`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database, 'UTC');
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
    d = (n) => localDay(artist, n);
  });
  afterAll(async () => t.close());

  it('stores open slots as merged windows, [] as a closed date and null as back to weekly', async () => {
    const res = await call('POST', `/availability/${artist.id}`, artist, {
      availability: { [d(4)]: ['14:00', '09:00', '10:00'], [d(5)]: [], [d(0)]: ['16:00', '17:00'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await dateRules(d(4))).toEqual([
      [true, 540, 660],
      [true, 840, 900],
    ]);
    expect(await dateRules(d(5))).toEqual([[false, null, null]]);
    const after = await map(d(4), d(5));
    expect(after.availability[d(4)]).toEqual(['09:00', '10:00', '14:00']);
    expect(after.states[d(5)]).toBe('unavailable');

    const reset = await call('POST', `/availability/${artist.username}`, artist, {
      availability: { [d(5)]: null, [d(4)]: ['11:00'] },
    });
    expect(reset.statusCode).toBe(200);
    expect(await dateRules(d(5))).toEqual([]);
    expect(await dateRules(d(4))).toEqual([[true, 660, 720]]);
    const again = await map(d(4), d(5));
    expect(again.availability[d(4)]).toEqual(['11:00']);
    expect(again.availability[d(5)]).toEqual(nineToFive);
  });

  it('changes nothing when any date of the save is in the past', async () => {
    const before = await t.snapshot();
    const res = await call('POST', `/availability/${artist.id}`, artist, {
      availability: { [d(7)]: ['10:00'], [d(-1)]: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: PAST_DATES_MESSAGE,
      code: 'VALIDATION_FAILED',
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it.each([
    [
      'a slot that would run past midnight',
      () => ({ [localDay({ timezone: 'UTC' }, 3)]: ['23:30'] }),
      LATE_SLOT_MESSAGE,
    ],
    [
      'a malformed time',
      () => ({ [localDay({ timezone: 'UTC' }, 3)]: ['9am'] }),
      'Please choose a valid time (HH:MM)',
    ],
    // The error handler names a bad record key itself.
    ['a malformed date', () => ({ 'next-monday': ['09:00'] }), 'Next monday is not valid'],
  ])('refuses %s with 400 and changes nothing', async (_name, availability, message) => {
    const before = await t.snapshot();
    const res = await call('POST', `/availability/${artist.id}`, artist, { availability: availability() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses strangers: 401 signed out, 403 for a supporter and another artist, 404 unknown', async () => {
    const before = await t.snapshot();
    const body = { availability: { [d(8)]: [] } };
    const cases: [TestUser | null, string, number, string][] = [
      [null, artist.id, 401, 'Please sign in to continue'],
      [supporter, artist.id, 403, ONLY_ARTISTS_MESSAGE],
      [otherArtist, artist.id, 403, OWN_CALENDAR_ONLY_MESSAGE],
      [artist, '00000000-0000-4000-8000-000000000000', 404, 'Artist not found'],
    ];
    for (const [user, target, status, message] of cases) {
      const res = await call('POST', `/availability/${target}`, user, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message, error: message });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('ends with one save’s windows when ten saves of one date race', async () => {
    const date = d(9);
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '08:00'];
    const results = await Promise.all(
      times.map((time) =>
        call('POST', `/availability/${artist.id}`, artist, { availability: { [date]: [time] } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(times.map(() => 200));
    const rules = await dateRules(date);
    expect(rules).toHaveLength(1);
    expect(times.map((time) => Number(time.slice(0, 2)) * 60)).toContain(rules[0]![1]);
  });

  it('accepts today, whose remaining hours can still change', async () => {
    const res = await call('POST', `/availability/${artist.id}`, artist, { availability: { [d(0)]: [] } });
    expect(res.statusCode).toBe(200);
    expect(await dateRules(d(0))).toEqual([[false, null, null]]);
  });
});
