import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { auth, call, expectNoSecrets, expectRefused, type Registered, signUp } from './auth-test-kit.ts';
import { hashToken } from './sessions.ts';
import { sessions } from './tables.ts';

describe('login, verify and logout', () => {
  let t: TestApp;
  let ada: Registered;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    ada = await signUp(t);
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string) => call(t, 'POST', '/auth/login', { email, password });

  it('signs in with the e-mail in any case and spacing and returns a fresh token and the user', async () => {
    const res = await login(`  ${ada.user.email.toUpperCase()} `, ada.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { id: ada.user.id, email: ada.user.email } });
    expect(body.token).not.toBe(ada.token);
    expectNoSecrets(res.body);
    const verify = await call(t, 'GET', '/auth/verify', undefined, auth(body.token));
    expect(verify.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401, changing nothing', async () => {
    const wrong = await expectRefused(
      t,
      () => login(ada.user.email, 'not-her-password'),
      401,
      'Invalid email or password',
    );
    const unknown = await expectRefused(
      t,
      () => login('nobody@example.com', ada.password),
      401,
      'Invalid email or password',
    );
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'ada', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'ada@example.com' }, 'Password is required'],
    [{ email: 'ada@example.com', password: '' }, 'Password is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    await expectRefused(t, () => call(t, 'POST', '/auth/login', body), 400, message);
  });

  it('refuses a body over 1 MiB with 413 in the wire format', async () => {
    const res = await expectRefused(
      t,
      () => login(ada.user.email, 'x'.repeat(1024 * 1024 + 10)),
      413,
      'The request is too large',
    );
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('verify returns the user for a live token', async () => {
    const res = await call(t, 'GET', '/auth/verify', undefined, auth(ada.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      valid: true,
      user: expect.objectContaining({ id: ada.user.id }),
    });
    expectNoSecrets(res.body);
  });

  it('verify answers 401 without a token and with a made-up one', async () => {
    const none = await expectRefused(
      t,
      () => call(t, 'GET', '/auth/verify'),
      401,
      'Please sign in to continue',
    );
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const bogus = await expectRefused(
      t,
      () => call(t, 'GET', '/auth/verify', undefined, auth('x'.repeat(43))),
      401,
    );
    expect(bogus.json().code).toBe('INVALID_TOKEN');
  });

  it('verify answers 401 once the session has expired', async () => {
    const { token } = (await login(ada.user.email, ada.password)).json();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await expectRefused(t, () => call(t, 'GET', '/auth/verify', undefined, auth(token)), 401);
  });

  it('logout revokes the session on the server; the token then fails everywhere', async () => {
    const { token } = (await login(ada.user.email, ada.password)).json();
    const out = await call(t, 'POST', '/auth/logout', undefined, auth(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'You have been signed out.' });
    const revoked = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(revoked[0]?.revokedAt).toBeInstanceOf(Date);
    await expectRefused(t, () => call(t, 'GET', '/auth/verify', undefined, auth(token)), 401);
    await expectRefused(t, () => call(t, 'GET', '/auth/me', undefined, auth(token)), 401);
    // Other devices stay signed in.
    expect((await call(t, 'GET', '/auth/verify', undefined, auth(ada.token))).statusCode).toBe(200);
  });

  it('logout without a token is 401 and changes nothing', async () => {
    await expectRefused(t, () => call(t, 'POST', '/auth/logout'), 401, 'Please sign in to continue');
  });

  it('each login opens its own session row holding only a hash of the token', async () => {
    const { token } = (await login(ada.user.email, ada.password)).json();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, ada.user.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After after repeated attempts', async () => {
    for (let i = 0; i < 3; i++)
      await call(t, 'POST', '/auth/login', { email: 'a@example.com', password: 'guess' });
    const res = await expectRefused(
      t,
      () => call(t, 'POST', '/auth/login', { email: 'a@example.com', password: 'guess' }),
      429,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
