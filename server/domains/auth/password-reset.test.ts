import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/platform/jobs/tables.ts';
import { outbox } from '#server/platform/mail/tables.ts';
import { readLinkParam, readNewestMail } from '#server/test/mailbox.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { auth, call, expectRefused, type Registered, signUp } from './auth-test-kit.ts';
import { hashToken } from './sessions.ts';
import { passwordResets } from './tables.ts';

const SAME_ANSWER = {
  success: true,
  message: 'If an account exists for that email, we have sent a link to reset the password.',
};
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'teal-glaze-window-19';

describe('password reset', () => {
  let t: TestApp;
  let ada: Registered;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    ada = await signUp(t);
  });
  afterAll(async () => t.close());

  const ask = (email: string) => call(t, 'POST', '/auth/reset-password', { email });
  /** Asks, then runs the queued work as the server's job worker would. */
  const request = async (email: string) => {
    const res = await ask(email);
    await t.runJobs();
    return res;
  };
  const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
  const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    call(t, 'POST', '/auth/reset-password/confirm', { token, password, confirmPassword });

  /** The token from the newest mail to this address, read the way a person would: from the link. */
  async function tokenFromMail(to: string): Promise<string> {
    const mail = await readNewestMail(t.database, to);
    expect(mail?.link).toMatch(/^http:\/\/easel\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain('Reset my password');
    return readLinkParam(mail?.link)!;
  }

  it('does the same work for an unknown and a known e-mail (one queued job), and mails only the known', async () => {
    for (const email of ['nobody@example.com', ada.user.email]) {
      const before = await t.snapshot();
      const res = await ask(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
      // Whether the account exists is looked at later, so the answer cannot depend on it.
      const after = await t.snapshot();
      expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['jobs']);
      expect(await t.database.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs)).toEqual([
        { kind: 'auth.password-reset', payload: { email } },
      ]);
      await t.runJobs();
      expect(await t.database.db.select().from(jobs)).toEqual([]);
    }
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    expect(await mailsTo(ada.user.email)).toHaveLength(2);
  });

  it('mails a one-time link that sets the password, signs out every session and works once', async () => {
    const res = await request(` ${ada.user.email.toUpperCase()} `);
    expect(res.json()).toEqual(SAME_ANSWER);
    const token = await tokenFromMail(ada.user.email);
    // Only the token's hash is stored, with a 30-minute lifetime.
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 30 * 60 * 1000)).toBeLessThan(5_000);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    expect((await call(t, 'GET', '/auth/verify', undefined, auth(ada.token))).statusCode).toBe(401);
    const login = (password: string) => call(t, 'POST', '/auth/login', { email: ada.user.email, password });
    expect((await login(ada.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    await expectRefused(t, () => confirm(token, 'another-pass-phrase-3'), 400, INVALID_LINK);
    ada.password = NEW_PASSWORD;
  });

  it('retires the other outstanding links of the account once one is used', async () => {
    await request(ada.user.email);
    const older = await tokenFromMail(ada.user.email);
    await request(ada.user.email);
    const newer = await tokenFromMail(ada.user.email);
    expect(newer).not.toBe(older);
    expect((await confirm(newer, 'fresh-pass-phrase-5')).statusCode).toBe(200);
    await expectRefused(t, () => confirm(older, 'fresh-pass-phrase-6'), 400, INVALID_LINK);
    ada.password = 'fresh-pass-phrase-5';
  });

  it('refuses an expired link and changes nothing', async () => {
    await request(ada.user.email);
    const token = await tokenFromMail(ada.user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    await expectRefused(t, () => confirm(token), 400, INVALID_LINK);
  });

  it('refuses a made-up token', async () => {
    const res = await expectRefused(t, () => confirm('x'.repeat(43)), 400, INVALID_LINK);
    expect(res.json().details).toEqual([{ field: 'token', message: INVALID_LINK }]);
  });

  it.each([
    [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, INVALID_LINK],
    [{ token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, INVALID_LINK],
    [{ token: 'abc', confirmPassword: NEW_PASSWORD }, 'Password is required'],
    [
      { token: 'abc', password: 'short1', confirmPassword: 'short1' },
      'Password must be at least 8 characters',
    ],
    [
      { token: 'abc', password: 'iloveyou1', confirmPassword: 'iloveyou1' },
      'This password is too common. Please choose a less guessable one.',
    ],
    [{ token: 'abc', password: NEW_PASSWORD, confirmPassword: 'nope-nope-1' }, 'Passwords do not match'],
  ])('confirm refuses %j with "%s"', async (body, message) => {
    await expectRefused(t, () => call(t, 'POST', '/auth/reset-password/confirm', body), 400, message);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'ada-at-example' }, 'Please enter a valid email address'],
  ])('request refuses %j with "%s"', async (body, message) => {
    await expectRefused(t, () => call(t, 'POST', '/auth/reset-password', body), 400, message);
  });
});

describe('password reset rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => t.close());

  it.each(['/auth/reset-password', '/auth/reset-password/confirm'])(
    '%s answers 429 with Retry-After after the limit',
    async (url) => {
      const body = {
        email: 'a@example.com',
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      };
      for (let i = 0; i < 3; i++) await call(t, 'POST', url, body);
      const res = await expectRefused(t, () => call(t, 'POST', url, body), 429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().code).toBe('RATE_LIMITED');
    },
  );
});
