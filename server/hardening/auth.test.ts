import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '#server/domains/auth/auth-test-kit.ts';
import { hashToken } from '#server/domains/auth/sessions.ts';
import { passwordResets, sessions } from '#server/domains/auth/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Auth hardening (issue 7, item 6), across every route it concerns: the password rules wherever
 * a password is chosen, the brute-force limit wherever one is guessed, and tokens that stop
 * working — revoked, expired, superseded — on every kind of signed-in route.
 */

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT';
const GOOD = 'violet-kiln-glaze-42';

function send(t: TestApp, method: Method, url: string, body?: Json, token?: string, remoteAddress?: string) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

type Account = { email: string; password: string; token: string; id: string };

async function signUp(t: TestApp): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const email = `kiln_${suffix}@example.com`;
  const res = await send(t, 'POST', '/auth/register', {
    email,
    password: GOOD,
    confirmPassword: GOOD,
    name: 'Kiln Keeper',
    username: `kiln_${suffix}`,
    agreeToTerms: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, password: GOOD, token: res.json().token, id: res.json().user.id };
}

async function logIn(t: TestApp, email: string, password: string) {
  return send(t, 'POST', '/auth/login', { email, password });
}

/** The reset link's token, read from the development mailbox as a user would read their mail. */
async function mailedResetToken(t: TestApp, email: string): Promise<string> {
  const res = await send(t, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.statusCode, res.body).toBe(200);
  const link: string | undefined = res.json().mails[0]?.link;
  expect(link).toMatch(/\/reset-password\?token=/);
  return decodeURIComponent(new URL(link!).searchParams.get('token')!);
}

async function requestReset(t: TestApp, email: string) {
  const res = await send(t, 'POST', '/auth/reset-password', { email });
  expect(res.statusCode, res.body).toBe(200);
  // The reset is sent by the job worker after the answer (so the answer cannot tell who exists).
  await t.runJobs();
  return mailedResetToken(t, email);
}

describe('auth hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The brute-force limit has its own describe block; here it must not get in the way.
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', DEV_ROUTES: 'true' });
  });
  afterAll(async () => t.close());

  describe('the password policy holds on every route that sets a password', () => {
    // Each route with the field that is checked and the label its messages use.
    type Attempt = () => ReturnType<typeof send>;
    const routes: {
      name: string;
      label: string;
      /** Sets up what the route needs (an account, a mailed token) and returns the attempt. */
      prepare: (password: string, confirm: string) => Promise<Attempt>;
    }[] = [
      {
        name: 'register',
        label: 'Password',
        prepare: async (password, confirmPassword) => () =>
          send(t, 'POST', '/auth/register', {
            email: `policy_${randomBytes(4).toString('hex')}@example.com`,
            password,
            confirmPassword,
            name: 'Policy Tester',
            username: `policy_${randomBytes(4).toString('hex')}`,
            agreeToTerms: true,
          }),
      },
      {
        name: 'reset confirm',
        label: 'Password',
        prepare: async (password, confirmPassword) => {
          const account = await signUp(t);
          const token = await requestReset(t, account.email);
          return () => send(t, 'POST', '/auth/reset-password/confirm', { token, password, confirmPassword });
        },
      },
      {
        name: 'change password',
        label: 'New password',
        prepare: async (newPassword, confirmPassword) => {
          const account = await signUp(t);
          return () =>
            send(
              t,
              'POST',
              '/auth/change-password',
              { currentPassword: account.password, newPassword, confirmPassword },
              account.token,
            );
        },
      },
    ];

    const cases = (label: string): { password: string; confirm?: string; message: string }[] => [
      { password: '', message: `${label} is required` },
      { password: 'Kiln-42', message: `${label} must be at least 8 characters` },
      { password: `Kiln-${'x'.repeat(124)}`, message: `${label} must be at most 128 characters` },
      {
        password: 'password123',
        message: 'This password is too common. Please choose a less guessable one.',
      },
      { password: 'QwertyUIOP', message: 'This password is too common. Please choose a less guessable one.' },
      {
        password: 'zzzzzzzzzzzz',
        message: 'This password is too common. Please choose a less guessable one.',
      },
      { password: GOOD, confirm: `${GOOD}!`, message: 'Passwords do not match' },
    ];

    for (const route of routes) {
      for (const { password, confirm, message } of cases(route.label)) {
        it(`${route.name}: "${password.slice(0, 16)}${password.length > 16 ? '…' : ''}" → ${message}`, async () => {
          const attempt = await route.prepare(password, confirm ?? password);
          const res = await expectRefused(t, attempt, 400, message);
          expect(res.json().code).toBe('VALIDATION_FAILED');
        });
      }
    }
  });

  describe('tokens that no longer work answer 401 on every kind of signed-in route', () => {
    // Reads and writes across domains; each needs a signed-in caller.
    const guarded: { method: Method; url: string; body?: Json }[] = [
      { method: 'GET', url: '/auth/me' },
      { method: 'GET', url: '/auth/verify' },
      { method: 'PUT', url: '/auth/me', body: { name: 'Renamed By Stale Token' } },
      { method: 'GET', url: '/wallet' },
      { method: 'POST', url: '/wallet/topup', body: { amount: 25 } },
      { method: 'GET', url: '/booking' },
      { method: 'GET', url: '/notifications' },
      { method: 'GET', url: '/marketplace/orders' },
      { method: 'POST', url: '/auth/logout' },
    ];
    const STALE = 'Your session has expired. Please sign in again.';

    async function expectLockedOut(token: string) {
      for (const route of guarded) {
        const res = await expectRefused(
          t,
          () => send(t, route.method, route.url, route.body, token),
          401,
          STALE,
        );
        expect(res.json().code, `${route.method} ${route.url}`).toBe('INVALID_TOKEN');
      }
    }

    it('a live token passes every one of these routes (the control)', async () => {
      const account = await signUp(t);
      for (const route of guarded) {
        const res = await send(t, route.method, route.url, route.body, account.token);
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(300);
      }
    });

    it('after logout the token is refused everywhere and changes nothing', async () => {
      const account = await signUp(t);
      expect((await send(t, 'POST', '/auth/logout', undefined, account.token)).statusCode).toBe(200);
      await expectLockedOut(account.token);
    });

    it('an expired session is refused everywhere, even though it was never revoked', async () => {
      const account = await signUp(t);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.tokenHash, hashToken(account.token)));
      await expectLockedOut(account.token);
    });

    it('made-up and mangled tokens are refused the same way', async () => {
      const account = await signUp(t);
      for (const token of [
        randomBytes(32).toString('base64url'),
        `${account.token}x`,
        account.token.slice(1),
      ]) {
        const res = await expectRefused(t, () => send(t, 'GET', '/auth/me', undefined, token), 401, STALE);
        expect(res.json().code).toBe('INVALID_TOKEN');
      }
    });
  });

  describe('changing the password', () => {
    it('signs out every other session, keeps the current one, and retires the old password', async () => {
      const account = await signUp(t);
      const laptop = (await logIn(t, account.email, account.password)).json().token as string;
      const phone = (await logIn(t, account.email, account.password)).json().token as string;
      const next = 'amber-wheel-throw-77';
      const res = await send(
        t,
        'POST',
        '/auth/change-password',
        { currentPassword: account.password, newPassword: next, confirmPassword: next },
        account.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.' });

      expect((await send(t, 'GET', '/auth/verify', undefined, account.token)).statusCode).toBe(200);
      for (const other of [laptop, phone]) {
        await expectRefused(t, () => send(t, 'GET', '/auth/verify', undefined, other), 401);
      }
      await expectRefused(
        t,
        () => logIn(t, account.email, account.password),
        401,
        'Invalid email or password',
      );
      expect((await logIn(t, account.email, next)).statusCode).toBe(200);
    });

    it('a wrong current password changes nothing and signs nobody out', async () => {
      const account = await signUp(t);
      const other = (await logIn(t, account.email, account.password)).json().token as string;
      await expectRefused(
        t,
        () =>
          send(
            t,
            'POST',
            '/auth/change-password',
            {
              currentPassword: 'not-my-password-1',
              newPassword: 'amber-wheel-throw-77',
              confirmPassword: 'amber-wheel-throw-77',
            },
            account.token,
          ),
        400,
        'Your current password is not correct',
      );
      expect((await send(t, 'GET', '/auth/verify', undefined, other)).statusCode).toBe(200);
    });
  });

  describe('reset links', () => {
    const INVALID = 'This reset link is invalid or has expired. Please request a new one.';
    const confirm = (token: string, password: string) =>
      send(t, 'POST', '/auth/reset-password/confirm', { token, password, confirmPassword: password });

    it('work once: the first use sets the password and signs out every session, the second is refused', async () => {
      const account = await signUp(t);
      const token = await requestReset(t, account.email);
      const res = await confirm(token, 'amber-wheel-throw-77');
      expect(res.statusCode, res.body).toBe(200);
      await expectRefused(t, () => send(t, 'GET', '/auth/verify', undefined, account.token), 401);
      expect((await logIn(t, account.email, 'amber-wheel-throw-77')).statusCode).toBe(200);

      const again = await expectRefused(t, () => confirm(token, 'second-try-glaze-88'), 400, INVALID);
      expect(again.json().code).toBe('VALIDATION_FAILED');
      expect((await logIn(t, account.email, 'second-try-glaze-88')).statusCode).toBe(401);
    });

    it('using one link retires the account’s other outstanding links', async () => {
      const account = await signUp(t);
      const older = await requestReset(t, account.email);
      const newer = await requestReset(t, account.email);
      expect(newer).not.toBe(older);
      expect((await confirm(newer, 'amber-wheel-throw-77')).statusCode).toBe(200);
      await expectRefused(t, () => confirm(older, 'second-try-glaze-88'), 400, INVALID);
    });

    it('expire after 30 minutes: an expired link is refused and the password stays', async () => {
      const account = await signUp(t);
      const token = await requestReset(t, account.email);
      const [row] = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      const lifetime = row!.expiresAt.getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(29 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(30 * 60_000);

      await t.database.db
        .update(passwordResets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      await expectRefused(t, () => confirm(token, 'amber-wheel-throw-77'), 400, INVALID);
      expect((await logIn(t, account.email, account.password)).statusCode).toBe(200);
      expect((await send(t, 'GET', '/auth/verify', undefined, account.token)).statusCode).toBe(200);
    });

    it('a made-up token is refused like an expired one', async () => {
      await expectRefused(
        t,
        () => confirm(randomBytes(32).toString('base64url'), 'amber-wheel-throw-77'),
        400,
        INVALID,
      );
    });
  });
});

describe('brute-force limit on every route where a secret is guessed', () => {
  const MAX = 3;
  let t: TestApp;
  let account: Account;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX) });
    // Registered from another address, so it does not use up the attacker's attempts.
    const suffix = randomBytes(4).toString('hex');
    const res = await send(
      t,
      'POST',
      '/auth/register',
      {
        email: `target_${suffix}@example.com`,
        password: GOOD,
        confirmPassword: GOOD,
        name: 'Target',
        username: `target_${suffix}`,
        agreeToTerms: true,
      },
      undefined,
      '10.9.9.9',
    );
    expect(res.statusCode, res.body).toBe(201);
    account = {
      email: res.json().user.email,
      password: GOOD,
      token: res.json().token,
      id: res.json().user.id,
    };
  });
  afterAll(async () => t.close());

  // Wrong guesses: each attempt is refused on its merits until the limit, then with 429.
  const guesses: { url: string; body: () => Json; signedIn?: boolean }[] = [
    { url: '/auth/login', body: () => ({ email: account.email, password: 'wrong-guess-123' }) },
    { url: '/auth/register', body: () => ({ email: account.email, password: 'x' }) },
    { url: '/auth/reset-password', body: () => ({ email: account.email }) },
    {
      url: '/auth/reset-password/confirm',
      body: () => ({ token: 'guessed-token-guessed-token', password: GOOD, confirmPassword: GOOD }),
    },
    {
      url: '/auth/change-password',
      body: () => ({ currentPassword: 'wrong-guess-123', newPassword: GOOD, confirmPassword: GOOD }),
      signedIn: true,
    },
  ];

  for (const guess of guesses) {
    it(`POST ${guess.url}: 429 with Retry-After after ${MAX} attempts, for that client only`, async () => {
      const attacker = '10.1.2.3';
      for (let i = 0; i < MAX; i++) {
        const res = await send(
          t,
          'POST',
          guess.url,
          guess.body(),
          guess.signedIn ? account.token : undefined,
          attacker,
        );
        expect(res.statusCode, res.body).not.toBe(429);
      }
      const limited = await expectRefused(
        t,
        () => send(t, 'POST', guess.url, guess.body(), guess.signedIn ? account.token : undefined, attacker),
        429,
      );
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);

      // Another client is not locked out by the attacker's attempts.
      const bystander = await send(
        t,
        'POST',
        guess.url,
        guess.body(),
        guess.signedIn ? account.token : undefined,
        '10.7.7.7',
      );
      expect(bystander.statusCode, bystander.body).not.toBe(429);
    });
  }

  it('a forged X-Forwarded-For does not reset the count (no proxy is trusted by default)', async () => {
    const attacker = '10.5.5.5';
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: attacker,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: account.email, password: `guess-number-${i}` },
      });
    for (let i = 0; i < MAX; i++) expect((await attempt(i)).statusCode).toBe(401);
    await expectRefused(t, () => attempt(MAX), 429);
  });

  it('behind a trusted proxy, entries the client wrote into X-Forwarded-For do not reset the count', async () => {
    const proxied = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: 'true' });
    try {
      // nginx appends the address it saw; everything left of it came from the client.
      const attempt = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.9` },
          payload: { email: 'nobody@example.com', password: `guess-number-${i}` },
        });
      for (let i = 0; i < MAX; i++) expect((await attempt(i)).statusCode).toBe(401);
      await expectRefused(proxied, () => attempt(MAX), 429);
    } finally {
      await proxied.close();
    }
  });

  it('the right password is refused too while the limit holds, so guessing cannot be finished off', async () => {
    const attacker = '10.4.4.4';
    for (let i = 0; i < MAX; i++)
      await send(
        t,
        'POST',
        '/auth/login',
        { email: account.email, password: 'nope-nope-1' },
        undefined,
        attacker,
      );
    await expectRefused(
      t,
      () => send(t, 'POST', '/auth/login', { email: account.email, password: GOOD }, undefined, attacker),
      429,
    );
  });
});
