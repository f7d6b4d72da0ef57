import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BookableArtist, slotAt } from '#server/domains/bookings/booking-test-kit.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  callAs,
  createModerationCast,
  createReportables,
  type ModerationCast,
} from './moderation-test-kit.ts';

/** Per-account hourly limits (issue 17, item 5) with small limits, counted in the database. */
let t: TestApp;
let cast: ModerationCast;
const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);

beforeAll(async () => {
  t = await createTestApp({
    LIMIT_COMMENTS_PER_HOUR: '2',
    LIMIT_MESSAGES_PER_HOUR: '2',
    LIMIT_OFFERS_PER_HOUR: '1',
    LIMIT_REPORTS_PER_HOUR: '2',
    LIMIT_BOOKINGS_PER_HOUR: '1',
  });
  cast = await createModerationCast(t);
});
afterAll(async () => t.close());

it('counts what was done: refused calls give their count back, and over the limit is 429 with when to retry', async () => {
  const artwork = await insertMedia(t.database, cast.artist.id, { title: 'Moon jar', priceMacs: 100 });
  const comment = () => call('POST', `/media/${artwork.id}/comments`, cast.fan, { body: 'Lovely' });
  // A comment on nothing fails and does not count.
  expect(
    (await call('POST', '/media/00000000-0000-4000-8000-000000000000/comments', cast.fan, { body: 'x' }))
      .statusCode,
  ).toBe(404);
  expect((await comment()).statusCode).toBe(201);
  expect((await comment()).statusCode).toBe(201);
  const before = await t.snapshot();
  const third = await comment();
  expect(third.statusCode).toBe(429);
  expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(third.json().message).toMatch(
    /^You have reached the limit of 2 comments an hour\. Please try again in (a minute|\d+ minutes)\.$/,
  );
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
  expect(await t.snapshot()).toEqual(before);
  // The limit is per account: someone else still may.
  expect(
    (await call('POST', `/media/${artwork.id}/comments`, cast.other, { body: 'Me too' })).statusCode,
  ).toBe(201);
});

it('holds for messages, offers, reports and booking requests', async () => {
  const things = await createReportables(t, cast);
  const send = () =>
    call('POST', `/conversations/${things.conversationId}/messages`, cast.fan, { body: 'Hi' });
  expect((await send()).statusCode).toBe(201);
  expect((await send()).statusCode).toBe(201);
  expect((await send()).statusCode).toBe(429);

  const offer = () => call('POST', `/media/${things.artwork.id}/offer`, cast.fan, { amount: 2 });
  expect((await offer()).statusCode).toBe(201);
  expect((await offer()).statusCode).toBe(429);

  const report = (targetId: string, targetType: 'campaign' | 'artwork') =>
    call('POST', '/reports', cast.other, { targetType, targetId, reason: 'spam' });
  expect((await report(things.campaignId, 'campaign')).statusCode).toBe(201);
  // A repeat finds the open report and gives its count back, so the second report still fits.
  expect((await report(things.campaignId, 'campaign')).statusCode).toBe(200);
  expect((await report(things.artwork.id, 'artwork')).statusCode).toBe(201);
  expect(
    (
      await call('POST', '/reports', cast.other, {
        targetType: 'artist',
        targetId: cast.artist.id,
        reason: 'spam',
      })
    ).statusCode,
  ).toBe(429);

  const book = (days: number) =>
    call('POST', '/bookings', cast.other, {
      artistId: cast.artist.id,
      service: 'portrait',
      dateTime: slotAt(cast.artist as BookableArtist, days, 11).toISOString(),
      message: 'A session please',
    });
  const first = await book(5);
  expect(first.statusCode, first.body).toBe(201);
  expect((await book(6)).statusCode).toBe(429);
});
