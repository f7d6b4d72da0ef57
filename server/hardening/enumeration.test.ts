import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableArtist, insertBooking } from '#server/domains/bookings/booking-test-kit.ts';
import { jobs } from '#server/platform/jobs/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';

/**
 * Routes that must not tell whether an account or a booking exists: not by status, not by body,
 * and not by the work they do (time follows work: a reset that writes a token and a mail for a
 * known address but nothing for an unknown one answers measurably later). Each pair is sent as a
 * "something is there" and a "nothing is there" request; both must answer byte for byte alike
 * and change the same tables the same way, leaving any real work to the job worker.
 */
type Case = { name: string; url: string; present: () => object; absent: () => object };

const KNOWN = 'known.person@example.com';
const UNKNOWN = 'nobody.here@example.com';

const cases: Case[] = [
  {
    name: 'password reset request',
    url: '/auth/reset-password',
    present: () => ({ email: KNOWN }),
    absent: () => ({ email: UNKNOWN }),
  },
  {
    name: 'link to every booking of an address',
    url: '/bookings/lookup/link',
    present: () => ({ email: KNOWN }),
    absent: () => ({ email: UNKNOWN }),
  },
  {
    name: 'sign-in with a wrong password',
    url: '/auth/login',
    present: () => ({ email: KNOWN, password: 'not-the-password-1' }),
    absent: () => ({ email: UNKNOWN, password: 'not-the-password-1' }),
  },
  {
    name: 'track with a reference of someone else',
    url: '/bookings/lookup',
    present: () => ({ email: KNOWN, reference: 'EAS-ZZZZZZ' }),
    absent: () => ({ email: UNKNOWN, reference: 'EAS-ZZZZZZ' }),
  },
];

describe('answers that must not tell who or what exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    await createTestUser(t.database, { email: KNOWN });
    const artist = await createBookableArtist(t.database);
    await insertBooking(t.database, artist, {
      startsAt: new Date(Date.now() + 5 * 86_400_000),
      clientEmail: KNOWN,
    });
  });
  afterAll(async () => t.close());

  /** What one request did: its answer, which tables changed, and the kinds of job it queued. */
  async function trace(url: string, payload: object) {
    await t.runJobs();
    const before = await t.snapshot();
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
    const after = await t.snapshot();
    const queued = await t.database.db.select({ kind: jobs.kind }).from(jobs);
    await t.runJobs();
    return {
      status: res.statusCode,
      body: res.body,
      changed: Object.keys(after).filter((table) => after[table] !== before[table]),
      queued: queued.map((j) => j.kind),
    };
  }

  it.each(cases)('$name: the same answer and the same work either way', async ({ url, present, absent }) => {
    const there = await trace(url, present());
    const notThere = await trace(url, absent());
    expect(there.status).toBeLessThan(500);
    expect(notThere).toEqual(there);
  });
});
