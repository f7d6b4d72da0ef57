import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { parseIcs } from './calendar-feed-test-parser.ts';
import { insertTestBooking } from './reminder-test-kit.ts';
import { bookings, calendarFeeds } from './tables.ts';

const DAY = 86_400_000;
const urlPattern = /^http:\/\/easel\.test\/api\/v1\/calendar\/ics\/([A-Za-z0-9_-]{43})\.ics$/;

describe('private ICS feed', () => {
  let t: TestApp;
  let artist: TestUser;
  let otherArtist: TestUser;
  let supporter: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestArtist(t.database, { name: 'Maya Chen' }, { timezone: 'Europe/Berlin' });
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(bookings);
    await t.database.db.delete(calendarFeeds);
  });

  const call = (method: 'GET' | 'POST', url: string, user?: TestUser) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user ? bearer(user) : {} });
  const feedUrl = async (user: TestUser) =>
    (await call('GET', '/calendar/feed', user)).json().data.url as string;
  const fetchIcs = (url: string) =>
    t.app.inject({ method: 'GET', url: url.replace('http://easel.test', '') });

  it('creates the feed URL on the first call and gives the same one after', async () => {
    const first = await call('GET', '/calendar/feed', artist);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { url: expect.stringMatching(urlPattern) } });
    expect(await feedUrl(artist)).toBe(first.json().data.url);
    expect(await feedUrl(otherArtist)).not.toBe(first.json().data.url);
    expect(await t.database.db.select().from(calendarFeeds)).toHaveLength(2);
  });

  it('serves only confirmed sessions from 90 days ago on, in UTC, as RFC 5545 text', async () => {
    const now = Date.now();
    const at = (days: number) => new Date(Math.floor((now + days * DAY) / 3_600_000) * 3_600_000);
    const confirmed = await insertTestBooking(t.database, {
      artistId: artist.id,
      status: 'confirmed',
      startsAt: at(3),
      minutes: 120,
      clientName: 'Zoë, the; "collector"',
      serviceName: 'Custom Ceramic Piece',
      message: `Two mugs\nand a bowl, please; glaze \\ blue. ${'Long text '.repeat(12)}`,
    });
    const recent = await insertTestBooking(t.database, {
      artistId: artist.id,
      status: 'confirmed',
      startsAt: at(-89),
      message: '',
    });
    for (const [status, days] of [
      ['confirmed', -91],
      ['pending', 5],
      ['declined', 6],
      ['cancelled', 7],
      ['completed', -2],
    ] as const) {
      await insertTestBooking(t.database, { artistId: artist.id, status, startsAt: at(days) });
    }
    await insertTestBooking(t.database, { artistId: otherArtist.id, status: 'confirmed', startsAt: at(4) });

    const res = await fetchIcs(await feedUrl(artist));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = parseIcs(res.body);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.PRODID).toBe('-//Easel//Bookings feed//EN');
    expect(calendar.props['X-WR-CALNAME']).toBe('Easel bookings — Maya Chen');
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(calendar.children.map((e) => e.props.UID)).toEqual([
      `${recent.id}@easel`,
      `${confirmed.id}@easel`,
    ]);
    expect(calendar.children[1]).toEqual({
      name: 'VEVENT',
      children: [],
      props: {
        UID: `${confirmed.id}@easel`,
        DTSTAMP: stamp(confirmed.updatedAt),
        'LAST-MODIFIED': stamp(confirmed.updatedAt),
        DTSTART: stamp(confirmed.startsAt),
        DTEND: stamp(confirmed.endsAt),
        SUMMARY: 'Custom Ceramic Piece with Zoë, the; "collector"',
        DESCRIPTION: `Reference: ${confirmed.reference}\n\n${confirmed.message}`,
        STATUS: 'CONFIRMED',
        TRANSP: 'OPAQUE',
      },
    });
    expect(calendar.children[0]!.props.DESCRIPTION).toBe(`Reference: ${recent.reference}`);
    expect(calendar.children[1]!.props.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('rotates the secret: the old URL stops working, the new one works', async () => {
    const old = await feedUrl(artist);
    const res = await call('POST', '/calendar/feed/rotate', artist);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.url;
    expect(fresh).toMatch(urlPattern);
    expect(fresh).not.toBe(old);
    expect(await feedUrl(artist)).toBe(fresh);
    expect((await fetchIcs(old)).statusCode).toBe(404);
    expect((await fetchIcs(fresh)).statusCode).toBe(200);
  });

  it('rotating before the first read creates the feed', async () => {
    const res = await call('POST', '/calendar/feed/rotate', artist);
    expect(res.statusCode).toBe(200);
    expect(await feedUrl(artist)).toBe(res.json().data.url);
  });

  it('answers 404 for unknown or malformed feed files', async () => {
    await feedUrl(artist);
    for (const file of [`${'A'.repeat(43)}.ics`, 'nope.ics', `${'A'.repeat(43)}`, '..%2F..%2Fetc.ics']) {
      const res = await call('GET', `/calendar/ics/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'Calendar feed not found',
      });
    }
  });

  it('asks for sign-in (401) and refuses non-artists (403), changing nothing', async () => {
    const before = await t.snapshot();
    for (const [method, url] of [
      ['GET', '/calendar/feed'],
      ['POST', '/calendar/feed/rotate'],
    ] as const) {
      const anonymous = await call(method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const notArtist = await call(method, url, supporter);
      expect(notArtist.statusCode).toBe(403);
      expect(notArtist.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'Only artists have a calendar feed',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('an artist’s rotation never touches another artist’s feed', async () => {
    const others = await feedUrl(otherArtist);
    await feedUrl(artist);
    await call('POST', '/calendar/feed/rotate', artist);
    expect(await feedUrl(otherArtist)).toBe(others);
    expect((await fetchIcs(others)).statusCode).toBe(200);
  });
});
