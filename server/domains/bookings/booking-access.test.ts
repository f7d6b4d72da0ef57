import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, signUp } from '#server/domains/auth/auth-test-kit.ts';
import { hashToken } from '#server/domains/auth/sessions.ts';
import { jobs } from '#server/platform/jobs/tables.ts';
import { outbox } from '#server/platform/mail/tables.ts';
import { readLinkParam, readNewestMail } from '#server/test/mailbox.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import {
  type BookableArtist,
  callAs,
  createBookableArtist,
  guestBody,
  insertBooking,
  slotAt,
} from './booking-test-kit.ts';
import { bookingAccessLinks } from './tables.ts';

const SENT =
  'If bookings were made with this email address, we have sent it a link to see them all. The link works for one hour.';
const INVALID = 'This link is invalid or has expired. Please ask for a new one on the Track Booking page.';
const SECRET_NOTE = 'Please use the side door, the code is 4471.';

/**
 * The outside test's finding: anyone could book with a victim's address, take the reference of
 * that booking, and track the address with it to read every booking the victim made. A reference
 * proves one booking; the whole list needs the mailbox (a mailed link) or a verified account.
 */
describe('what a booking reference proves, and what needs the mailbox', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let vic: TestUser;
  let fromAccount: Awaited<ReturnType<typeof insertBooking>>;
  let asGuest: Awaited<ReturnType<typeof insertBooking>>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    call = callAs(t);
    artist = await createBookableArtist(t.database);
    vic = await createTestUser(t.database, { email: 'vic@example.com' });
    fromAccount = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 5, 10),
      clientUserId: vic.id,
      clientEmail: vic.email,
      message: SECRET_NOTE,
    });
    asGuest = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 6, 10),
      clientEmail: vic.email,
      message: SECRET_NOTE,
    });
  });
  afterAll(async () => t.close());

  const mailsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  const accessTokenOf = (link: string | null) => readLinkParam(link, 'access')!;

  it("an outsider's own booking with the victim's address shows that booking and nothing of the victim's", async () => {
    const made = await call(
      'POST',
      '/bookings',
      null,
      guestBody(artist, slotAt(artist, 7, 11), { clientEmail: vic.email }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const res = await call('POST', '/bookings/lookup', null, {
      email: vic.email,
      reference: made.json().reference,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings.map((b: { id: string }) => b.id)).toEqual([made.json().bookingId]);
    expect(res.body).not.toContain(SECRET_NOTE);
    expect(res.body).not.toContain(fromAccount.reference);
    expect(res.body).not.toContain(asGuest.reference);
  });

  it('asking for the link does the same work for any address (one queued job) and answers alike', async () => {
    for (const email of ['nobody-booked@example.com', vic.email]) {
      const before = await t.snapshot();
      const res = await call('POST', '/bookings/lookup/link', null, { email: ` ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SENT });
      const after = await t.snapshot();
      expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['jobs']);
      expect(await t.database.db.select({ payload: jobs.payload }).from(jobs)).toEqual([
        { payload: { email } },
      ]);
      await t.runJobs();
    }
    expect(await mailsTo('nobody-booked@example.com')).toEqual([]);
    const [mail] = await mailsTo(vic.email);
    expect(mail?.link).toMatch(/^http:\/\/easel\.test\/track-booking\?access=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
  });

  it('the mailed link lists every booking made with the address, for an hour', async () => {
    const [mail] = await mailsTo(vic.email);
    const res = await call('POST', '/bookings/lookup/access', null, { token: accessTokenOf(mail!.link) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.email).toBe(vic.email);
    const ids = body.bookings.map((b: { id: string }) => b.id);
    expect(ids).toEqual(expect.arrayContaining([fromAccount.id, asGuest.id]));
    expect(ids).toHaveLength(3);
    const lifetime = new Date(body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sends an address at most one link in two minutes, however often it is asked', async () => {
    const before = (await mailsTo(vic.email)).length;
    for (let i = 0; i < 3; i += 1) await call('POST', '/bookings/lookup/link', null, { email: vic.email });
    await t.runJobs();
    expect(await mailsTo(vic.email)).toHaveLength(before);
  });

  it('refuses an expired, a made-up or a malformed link with one sentence, changing nothing', async () => {
    const [mail] = await mailsTo(vic.email);
    const token = accessTokenOf(mail!.link);
    await t.database.db
      .update(bookingAccessLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookingAccessLinks.tokenHash, hashToken(token)));
    for (const [sent, status] of [
      [token, 404],
      ['x'.repeat(43), 404],
      ['../etc', 404],
      ['', 400],
      [undefined, 400],
    ] as const) {
      const before = await t.snapshot();
      const res = await call(
        'POST',
        '/bookings/lookup/access',
        null,
        sent === undefined ? {} : { token: sent },
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: INVALID });
      expect(await t.snapshot()).toEqual(before);
    }
  });
});

describe('guest bookings join an account only for a verified address', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let artist: BookableArtist;
  let guestBooking: Awaited<ReturnType<typeof insertBooking>>;
  let squatter: Registered;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    call = callAs(t);
    artist = await createBookableArtist(t.database);
    guestBooking = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 4, 10),
      clientEmail: 'pat@example.com',
      message: SECRET_NOTE,
    });
  });
  afterAll(async () => t.close());

  /** Every list a signed-in client reads their bookings from. */
  const clientLists = (user: { token: string }, email: string) =>
    Promise.all(
      [
        '/booking',
        '/booking/client',
        '/bookings',
        `/bookings?clientEmail=${email}`,
        `/bookings/user/${email}`,
      ].map((url) => call('GET', url, user)),
    );

  it('an account that typed the address in, but never opened its link, sees none of its guest bookings', async () => {
    squatter = await signUp(t, { email: 'pat@example.com' });
    for (const res of await clientLists(squatter, 'pat@example.com')) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(guestBooking.id);
      expect(res.body).not.toContain(SECRET_NOTE);
    }
    const own = await call('GET', `/booking/${guestBooking.id}`, squatter);
    expect(own.statusCode).toBe(404);
  });

  it('an address changed in settings is pending, so it brings no guest bookings either', async () => {
    const mallory = await signUp(t);
    const other = await insertBooking(t.database, artist, {
      startsAt: slotAt(artist, 5, 10),
      clientEmail: 'lee@example.com',
    });
    const res = await call('PUT', '/auth/me', mallory, {
      email: 'lee@example.com',
      currentPassword: mallory.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: mallory.user.email, pendingEmail: 'lee@example.com' });
    for (const list of await clientLists(mallory, 'lee@example.com'))
      expect(list.body).not.toContain(other.id);
  });

  it('once the owner of the address opens the mailed link, the guest bookings are theirs', async () => {
    const mail = await readNewestMail(t.database, 'pat@example.com');
    const token = readLinkParam(mail?.link);
    const opened = await call('POST', '/auth/verify-email', null, { token });
    expect(opened.statusCode, opened.body).toBe(200);
    const [list] = await clientLists(squatter, 'pat@example.com');
    expect(list!.json().data.map((b: { id: string }) => b.id)).toContain(guestBooking.id);
  });
});
