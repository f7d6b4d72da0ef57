import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { ONLY_ARTISTS_MESSAGE } from './availability-artist.ts';
import {
  type CalendarTestArtist,
  caller,
  createCalendarArtist,
  insertTestBlock,
  insertTestBooking,
  localAt,
  localDay,
} from './availability-test-kit.ts';
import {
  BLOCK_ENDED_MESSAGE,
  BLOCK_NOT_FOUND_MESSAGE,
  BLOCK_ORDER_MESSAGE,
  BLOCK_PAST_MESSAGE,
} from './calendar-blocks.ts';
import { EVENTS_ORDER_MESSAGE, EVENTS_RANGE_MESSAGE, OWN_EVENTS_ONLY_MESSAGE } from './calendar-events.ts';
import { calendarBlocks } from './tables.ts';

describe('calendar blocks and events', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let otherArtist: TestUser;
  let supporter: TestUser;
  let call: ReturnType<typeof caller>;
  let at: (days: number, time: string) => Date;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database, 'Asia/Tokyo');
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
    at = (days, time) => localAt(artist, localDay(artist, days), time);
  });
  afterAll(async () => t.close());

  const blockBody = (days: number, from: string, to: string, reason?: string) => ({
    start: at(days, from).toISOString(),
    end: at(days, to).toISOString(),
    ...(reason === undefined ? {} : { reason }),
  });

  it('blocks future time, which the calendar then shows as taken', async () => {
    const res = await call(
      'POST',
      '/calendar/block',
      artist,
      blockBody(3, '09:00', '18:00', '  Kiln firing '),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        start: at(3, '09:00').toISOString(),
        end: at(3, '18:00').toISOString(),
        reason: 'Kiln firing',
      },
    });
    const date = localDay(artist, 3);
    const map = await call('GET', `/bookings/availability/${artist.id}?startDate=${date}&endDate=${date}`);
    expect(map.json().states[date]).toBe('booked');

    const removed = await call('DELETE', `/calendar/block/${res.json().data.id}`, artist);
    expect(removed.json()).toEqual({ success: true });
    const reopened = await call(
      'GET',
      `/bookings/availability/${artist.id}?startDate=${date}&endDate=${date}`,
    );
    expect(reopened.json().states[date]).toBe('available');
  });

  it.each([
    ['an end before the start', () => blockBody(3, '12:00', '10:00'), BLOCK_ORDER_MESSAGE],
    ['a start in the past', () => blockBody(-1, '10:00', '12:00'), BLOCK_PAST_MESSAGE],
    ['no start', () => ({ end: at(3, '12:00').toISOString() }), 'Start is required'],
    [
      'a start that is not a date-time',
      () => ({ ...blockBody(3, '10:00', '12:00'), start: 'soon' }),
      'Please choose when the block starts',
    ],
    [
      'a long reason',
      () => blockBody(3, '10:00', '12:00', 'x'.repeat(201)),
      'Reason must be at most 200 characters',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const before = await t.snapshot();
    const res = await call('POST', '/calendar/block', artist, body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses blocks from signed-out callers and non-artists', async () => {
    const before = await t.snapshot();
    expect((await call('POST', '/calendar/block', null, blockBody(3, '10:00', '12:00'))).statusCode).toBe(
      401,
    );
    const fan = await call('POST', '/calendar/block', supporter, blockBody(3, '10:00', '12:00'));
    expect(fan.statusCode).toBe(403);
    expect(fan.json().message).toBe(ONLY_ARTISTS_MESSAGE);
    expect(await t.snapshot()).toEqual(before);
  });

  it('deletes only the owner’s blocks, and not one that has ended', async () => {
    const block = await insertTestBlock(t.database, artist.id, at(5, '10:00'), at(5, '12:00'));
    const ended = await insertTestBlock(t.database, artist.id, at(-2, '10:00'), at(-2, '12:00'));
    const before = await t.snapshot();
    for (const [user, id, status, message] of [
      [otherArtist, block.id, 404, BLOCK_NOT_FOUND_MESSAGE],
      [artist, 'nope', 404, BLOCK_NOT_FOUND_MESSAGE],
      [supporter, block.id, 403, ONLY_ARTISTS_MESSAGE],
      [null, block.id, 401, 'Please sign in to continue'],
      [artist, ended.id, 400, BLOCK_ENDED_MESSAGE],
    ] as const) {
      const res = await call('DELETE', `/calendar/block/${id}`, user);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await t.snapshot()).toEqual(before);
    expect((await call('DELETE', `/calendar/block/${block.id}`, artist)).statusCode).toBe(200);
    expect(await t.database.db.select().from(calendarBlocks).where(eq(calendarBlocks.id, block.id))).toEqual(
      [],
    );
  });

  it('lists the owner’s bookings and blocks in a range, in order, without declined or cancelled ones', async () => {
    // A calendar of its own, so the blocks of the tests above stay out of the list.
    const artist = await createCalendarArtist(t.database, 'Asia/Tokyo');
    const at = (days: number, time: string) => localAt(artist, localDay(artist, days), time);
    const confirmed = await insertTestBooking(
      t.database,
      artist.id,
      at(8, '10:00'),
      at(8, '11:00'),
      'confirmed',
    );
    const pending = await insertTestBooking(t.database, artist.id, at(8, '14:00'), at(8, '15:00'), 'pending');
    await insertTestBooking(t.database, artist.id, at(8, '16:00'), at(8, '17:00'), 'declined');
    await insertTestBooking(t.database, artist.id, at(8, '17:00'), at(8, '18:00'), 'cancelled');
    const completed = await insertTestBooking(
      t.database,
      artist.id,
      at(-4, '10:00'),
      at(-4, '11:00'),
      'completed',
    );
    const block = await insertTestBlock(t.database, artist.id, at(8, '12:00'), at(8, '13:00'));
    await insertTestBooking(t.database, artist.id, at(20, '10:00'), at(20, '11:00'), 'confirmed');

    const range = `start=${at(-5, '00:00').toISOString()}&end=${at(9, '00:00').toISOString()}`;
    const res = await call('GET', `/calendar/events/${artist.id}?${range}`, artist);
    expect(res.statusCode).toBe(200);
    const events = res.json().data as { id: string; kind: string; title: string; status: string | null }[];
    expect(events.map((e) => [e.id, e.kind, e.status])).toEqual([
      [completed.id, 'booking', 'completed'],
      [confirmed.id, 'booking', 'confirmed'],
      [block.id, 'block', null],
      [pending.id, 'booking', 'pending'],
    ]);
    expect(events[1]).toEqual({
      id: confirmed.id,
      kind: 'booking',
      title: 'Art Consultation · Robin Guest',
      start: at(8, '10:00').toISOString(),
      end: at(8, '11:00').toISOString(),
      status: 'confirmed',
      reference: confirmed.reference,
    });
    expect(events[2]).toMatchObject({ title: 'Kiln firing', reference: null });
  });

  it('keeps events to the owner and checks the range', async () => {
    const range = `start=${at(0, '00:00').toISOString()}&end=${at(7, '00:00').toISOString()}`;
    for (const [user, ref, status, message] of [
      [null, artist.id, 401, 'Please sign in to continue'],
      [otherArtist, artist.id, 403, OWN_EVENTS_ONLY_MESSAGE],
      [supporter, artist.id, 403, ONLY_ARTISTS_MESSAGE],
      [artist, 'nobody_here', 404, 'Artist not found'],
    ] as const) {
      const res = await call('GET', `/calendar/events/${ref}?${range}`, user);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    for (const [query, message] of [
      [`start=${at(7, '00:00').toISOString()}&end=${at(0, '00:00').toISOString()}`, EVENTS_ORDER_MESSAGE],
      [`start=${at(0, '00:00').toISOString()}&end=${at(63, '00:00').toISOString()}`, EVENTS_RANGE_MESSAGE],
      [`start=yesterday&end=${at(1, '00:00').toISOString()}`, 'Start is not a valid datetime'],
      [`start=${at(0, '00:00').toISOString()}`, 'End is required'],
    ]) {
      const res = await call('GET', `/calendar/events/${artist.id}?${query}`, artist);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
