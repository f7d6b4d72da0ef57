import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  type CalendarTestArtist,
  caller,
  createCalendarArtist,
  insertTestBooking,
  localAt,
  localDay,
} from './availability-test-kit.ts';

describe('GET /calendar/slots/{id}', () => {
  let t: TestApp;
  let artist: CalendarTestArtist;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await createCalendarArtist(t.database, 'America/New_York');
  });
  afterAll(async () => t.close());

  it('lists the offered slots of a date with their instants and whether they are free', async () => {
    const date = localDay(artist, 2);
    await insertTestBooking(
      t.database,
      artist.id,
      localAt(artist, date, '11:00'),
      localAt(artist, date, '12:00'),
    );
    const res = await call('GET', `/calendar/slots/${artist.id}?date=${date}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ date, timezone: 'America/New_York', state: 'partial', past: false });
    expect(data.slots).toHaveLength(9);
    expect(data.slots[0]).toEqual({
      time: '09:00',
      dateTime: localAt(artist, date, '09:00').toISOString(),
      available: true,
    });
    expect(
      data.slots.filter((s: { available: boolean }) => !s.available).map((s: { time: string }) => s.time),
    ).toEqual(['11:00']);

    const long = (await call('GET', `/calendar/slots/${artist.username}?date=${date}&duration=180`)).json()
      .data;
    expect(long.slots.map((s: { time: string; available: boolean }) => [s.time, s.available])).toEqual([
      ['09:00', false],
      ['10:00', false],
      ['11:00', false],
      ['12:00', true],
      ['13:00', true],
      ['14:00', true],
      ['15:00', true],
    ]);
  });

  it('marks past dates and answers 400 for bad queries and 404 for unknown artists', async () => {
    const past = (await call('GET', `/calendar/slots/${artist.id}?date=${localDay(artist, -1)}`)).json().data;
    expect(past).toMatchObject({ state: 'unavailable', past: true, slots: [] });
    for (const [query, message] of [
      ['', 'Date is required'],
      ['date=tomorrow', 'Please choose a valid date (YYYY-MM-DD)'],
      [
        `date=${localDay(artist, 1)}&duration=10`,
        'Duration must be a whole number of minutes from 15 to 720',
      ],
      [
        `date=${localDay(artist, 1)}&duration=abc`,
        'Duration must be a whole number of minutes from 15 to 720',
      ],
      [
        `date=${localDay(artist, 1)}&duration=1e21`,
        'Duration must be a whole number of minutes from 15 to 720',
      ],
      ['date=0999-12-31', 'Please choose a date between the years 1900 and 2999'],
      ['date=9999-12-31', 'Please choose a date between the years 1900 and 2999'],
    ]) {
      const res = await call('GET', `/calendar/slots/${artist.id}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await call('GET', `/calendar/slots/nobody_here?date=${localDay(artist, 1)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Artist not found');
  });
});
