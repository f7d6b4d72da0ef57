import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { ONLY_ARTISTS_MESSAGE } from './availability-artist.ts';
import {
  NOT_BOTH_MESSAGE,
  RULE_NOT_FOUND_MESSAGE,
  RULE_OVERLAP_MESSAGE,
  TIME_ORDER_MESSAGE,
  TIMES_REQUIRED_MESSAGE,
  WEEKDAY_OR_DATE_MESSAGE,
  WEEKLY_CLOSED_MESSAGE,
  WEEKLY_RULE_MESSAGE,
} from './availability-rules.ts';
import { PAST_DATES_MESSAGE } from './availability-save.ts';
import {
  type CalendarTestArtist,
  caller,
  createCalendarArtist,
  insertTestBlock,
  localAt,
  localDay,
} from './availability-test-kit.ts';
import { availabilityRules } from './tables.ts';

describe('calendar availability rules', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let otherArtist: TestUser;
  let supporter: TestUser;
  let call: ReturnType<typeof caller>;
  let d: (n: number) => string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database, 'Europe/Berlin', null);
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
    d = (n) => localDay(artist, n);
  });
  afterAll(async () => t.close());

  const post = (body: Record<string, unknown>, user: TestUser | null = artist) =>
    call('POST', '/calendar/availability', user, body);

  it('adds weekly windows, several a day, and reads them back in order', async () => {
    const afternoon = await post({ weekday: 1, startTime: '13:00', endTime: '17:00' });
    expect(afternoon.statusCode).toBe(201);
    expect(afternoon.json()).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        weekday: 1,
        date: null,
        available: true,
        startTime: '13:00',
        endTime: '17:00',
      },
    });
    expect((await post({ weekday: 1, startTime: '09:00', endTime: '12:00' })).statusCode).toBe(201);
    expect((await post({ weekday: 6, startTime: '20:00', endTime: '24:00' })).json().data.endTime).toBe(
      '24:00',
    );

    const read = await call('GET', `/calendar/availability/${artist.username}`);
    expect(read.statusCode).toBe(200);
    const data = read.json().data;
    expect(data).toMatchObject({ artistId: artist.id, timezone: 'Europe/Berlin', dates: [], blocks: [] });
    expect(data.weekly.map((r: { weekday: number; startTime: string }) => [r.weekday, r.startTime])).toEqual([
      [1, '09:00'],
      [1, '13:00'],
      [6, '20:00'],
    ]);
  });

  it('closing a date replaces its windows; opening it again lifts the closure', async () => {
    expect((await post({ date: d(5), startTime: '10:00', endTime: '12:00' })).statusCode).toBe(201);
    expect((await post({ date: d(5), startTime: '14:00', endTime: '16:00' })).statusCode).toBe(201);
    const close = await post({ date: d(5), available: false, startTime: '10:00', endTime: '12:00' });
    expect(close.statusCode).toBe(201);
    expect(close.json().data).toMatchObject({ date: d(5), available: false, startTime: null, endTime: null });
    const rules = () =>
      t.database.db
        .select()
        .from(availabilityRules)
        .where(eq(availabilityRules.date, d(5)));
    expect((await rules()).map((r) => r.available)).toEqual([false]);

    expect((await post({ date: d(5), startTime: '11:00', endTime: '13:00' })).statusCode).toBe(201);
    expect((await rules()).map((r) => [r.available, r.startMinute])).toEqual([[true, 660]]);
    const slots = await call('GET', `/calendar/slots/${artist.id}?date=${d(5)}`);
    expect(slots.json().data.slots.map((s: { time: string }) => s.time)).toEqual(['11:00', '12:00']);
  });

  it.each([
    [
      'both a weekday and a date',
      () => ({ weekday: 2, date: d(3), startTime: '09:00', endTime: '10:00' }),
      NOT_BOTH_MESSAGE,
    ],
    ['neither', () => ({ startTime: '09:00', endTime: '10:00' }), WEEKDAY_OR_DATE_MESSAGE],
    ['a weekly rule without an end', () => ({ weekday: 2, startTime: '09:00' }), WEEKLY_RULE_MESSAGE],
    ['a closed weekday', () => ({ weekday: 2, available: false }), WEEKLY_CLOSED_MESSAGE],
    ['a dated window without times', () => ({ date: d(3) }), TIMES_REQUIRED_MESSAGE],
    [
      'an end before the start',
      () => ({ weekday: 2, startTime: '12:00', endTime: '09:00' }),
      TIME_ORDER_MESSAGE,
    ],
    [
      'hours overlapping others that day',
      () => ({ weekday: 1, startTime: '11:00', endTime: '14:00' }),
      RULE_OVERLAP_MESSAGE,
    ],
    ['a past date', () => ({ date: d(-1), available: false }), PAST_DATES_MESSAGE],
    [
      'a malformed time',
      () => ({ weekday: 2, startTime: '9:00', endTime: '10:00' }),
      'Please choose a valid time (HH:MM)',
    ],
    [
      'a weekday of 7',
      () => ({ weekday: 7, startTime: '09:00', endTime: '10:00' }),
      'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const before = await t.snapshot();
    const res = await post(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses signed-out callers (401) and non-artists (403)', async () => {
    const before = await t.snapshot();
    const body = { weekday: 3, startTime: '09:00', endTime: '10:00' };
    const anonymous = await post(body, null);
    expect(anonymous.statusCode).toBe(401);
    const fan = await post(body, supporter);
    expect(fan.statusCode).toBe(403);
    expect(fan.json()).toMatchObject({ success: false, message: ONLY_ARTISTS_MESSAGE, code: 'FORBIDDEN' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('PUT replaces the owner’s rule; someone else’s is 404', async () => {
    const created = (await post({ weekday: 4, startTime: '09:00', endTime: '12:00' })).json().data;
    const moved = await call('PUT', `/calendar/availability/${created.id}`, artist, {
      date: d(6),
      startTime: '08:00',
      endTime: '10:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({
      id: created.id,
      weekday: null,
      date: d(6),
      available: true,
      startTime: '08:00',
      endTime: '10:00',
    });

    const before = await t.snapshot();
    const body = { weekday: 4, startTime: '09:00', endTime: '10:00' };
    for (const [user, id, status] of [
      [otherArtist, created.id, 404],
      [artist, 'not-a-rule', 404],
      [artist, '00000000-0000-4000-8000-000000000000', 404],
      [supporter, created.id, 403],
      [null, created.id, 401],
    ] as const) {
      const res = await call('PUT', `/calendar/availability/${id}`, user, body);
      expect(res.statusCode, `${status}`).toBe(status);
      if (status === 404) expect(res.json().message).toBe(RULE_NOT_FOUND_MESSAGE);
      const del = await call('DELETE', `/calendar/availability/${id}`, user);
      expect(del.statusCode).toBe(status);
    }
    const invalid = await call('PUT', `/calendar/availability/${created.id}`, artist, { weekday: 4 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(WEEKLY_RULE_MESSAGE);
    expect(await t.snapshot()).toEqual(before);

    const removed = await call('DELETE', `/calendar/availability/${created.id}`, artist);
    expect(removed.json()).toEqual({ success: true });
    const after = await t.database.db
      .select()
      .from(availabilityRules)
      .where(eq(availabilityRules.id, created.id));
    expect(after).toEqual([]);
  });

  it('never changes or deletes a past date’s rule', async () => {
    const [past] = await t.database.db
      .insert(availabilityRules)
      .values({ artistId: artist.id, date: d(-2), startMinute: 600, endMinute: 660 })
      .returning();
    const before = await t.snapshot();
    const put = await call('PUT', `/calendar/availability/${past!.id}`, artist, {
      date: d(3),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(PAST_DATES_MESSAGE);
    const del = await call('DELETE', `/calendar/availability/${past!.id}`, artist);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(PAST_DATES_MESSAGE);
    expect(await t.snapshot()).toEqual(before);
    // Date rules before today are history: the public read starts at today.
    const read = (await call('GET', `/calendar/availability/${artist.id}`)).json().data;
    expect(read.dates.map((r: { date: string }) => r.date)).not.toContain(d(-2));
  });

  it('shows blocks to the owner only', async () => {
    const block = await insertTestBlock(
      t.database,
      artist.id,
      localAt(artist, d(2), '09:00'),
      localAt(artist, d(2), '12:00'),
    );
    await insertTestBlock(
      t.database,
      artist.id,
      localAt(artist, d(-3), '09:00'),
      localAt(artist, d(-3), '12:00'),
    );
    const own = (await call('GET', `/calendar/availability/${artist.id}`, artist)).json().data;
    expect(own.blocks).toEqual([
      {
        id: block.id,
        start: block.startsAt.toISOString(),
        end: block.endsAt.toISOString(),
        reason: 'Kiln firing',
      },
    ]);
    for (const viewer of [null, otherArtist, supporter]) {
      const read = (await call('GET', `/calendar/availability/${artist.id}`, viewer)).json().data;
      expect(read.blocks).toEqual([]);
    }
    expect((await call('GET', '/calendar/availability/nobody_here')).statusCode).toBe(404);
  });
});
