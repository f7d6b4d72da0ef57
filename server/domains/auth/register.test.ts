import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  auth,
  call,
  expectNoSecrets,
  expectRefused,
  GOOD_PASSWORD,
  registrationBody,
  signUp,
} from './auth-test-kit.ts';
import { users } from './tables.ts';
import { uniquenessError } from './user-views.ts';

describe('POST /auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  it('creates a supporter, normalises e-mail and username, and signs them in', async () => {
    const body = registrationBody({
      email: '  Grace.Hopper@Example.COM ',
      username: ' Grace_H ',
      name: ' Grace ',
    });
    const res = await call(t, 'POST', '/auth/register', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.any(String),
        email: 'grace.hopper@example.com',
        username: 'grace_h',
        name: 'Grace',
        avatarUrl: null,
        role: 'user',
        verified: false,
        emailVerified: false,
        pendingEmail: null,
        emailNotifications: true,
        pushNotifications: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expectNoSecrets(res.body);
    const verify = await call(t, 'GET', '/auth/verify', undefined, auth(json.token));
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.id).toBe(json.user.id);
  });

  it('stores the password as an argon2id hash with the OWASP parameters, never in clear', async () => {
    const { user } = await signUp(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it("'Join as Creator' creates an artist with a profile whose booking is disabled", async () => {
    const { user } = await signUp(t, { accountType: 'creator' });
    expect(user.role).toBe('artist');
    const [profile] = await t.database.db
      .select()
      .from(artistProfiles)
      .where(eq(artistProfiles.userId, user.id));
    expect(profile?.bookingEnabled).toBe(false);
  });

  it('a supporter gets no artist profile', async () => {
    const { user } = await signUp(t, { accountType: 'supporter' });
    const profiles = await t.database.db
      .select()
      .from(artistProfiles)
      .where(eq(artistProfiles.userId, user.id));
    expect(profiles).toHaveLength(0);
  });

  it('ignores role, verified and id smuggled into the body', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const { user } = await signUp(t, { role: 'admin', verified: true, id, balance: 1_000_000 });
    expect(user.role).toBe('user');
    expect(user.id).not.toBe(id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'user', verified: false });
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ['missing e-mail', { email: undefined }, 'Email is required'],
    ['blank e-mail', { email: '   ' }, 'Email is required'],
    ['malformed e-mail', { email: 'ada@nowhere' }, 'Please enter a valid email address'],
    ['missing password', { password: undefined }, 'Password is required'],
    [
      'short password',
      { password: 'k1ln#7x', confirmPassword: 'k1ln#7x' },
      'Password must be at least 8 characters',
    ],
    [
      'long password',
      { password: 'x1'.repeat(65), confirmPassword: 'x1'.repeat(65) },
      'Password must be at most 128 characters',
    ],
    [
      'common password',
      { password: 'Password123', confirmPassword: 'Password123' },
      'This password is too common. Please choose a less guessable one.',
    ],
    ['missing confirmation', { confirmPassword: undefined }, 'Confirm password is required'],
    ['different confirmation', { confirmPassword: `${GOOD_PASSWORD}!` }, 'Passwords do not match'],
    ['missing name', { name: undefined }, 'Name is required'],
    ['blank name', { name: '   ' }, 'Name is required'],
    ['one-letter name', { name: ' A ' }, 'Name must be at least 2 characters'],
    ['long name', { name: 'N'.repeat(81) }, 'Name must be at most 80 characters'],
    ['missing username', { username: undefined }, 'Username is required'],
    ['short username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['long username', { username: 'a'.repeat(31) }, 'Username must be at most 30 characters'],
    [
      'username with a dash',
      { username: 'ada-l' },
      'Username may only contain letters, numbers and underscores',
    ],
    ['terms not agreed', { agreeToTerms: false }, 'Please agree to the terms and conditions'],
    ['terms missing', { agreeToTerms: undefined }, 'Please agree to the terms and conditions'],
    ['unknown account type', { accountType: 'admin' }, 'Choose to join as a supporter or as a creator'],
  ];

  it.each(rules)('refuses %s with its message and changes nothing', async (_case, overrides, message) => {
    const body = registrationBody(overrides);
    const res = await expectRefused(t, () => call(t, 'POST', '/auth/register', body), 400, message);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('reports every broken field at once, each with its own message', async () => {
    const res = await expectRefused(t, () => call(t, 'POST', '/auth/register', {}), 400, 'Email is required');
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(['email', 'password', 'confirmPassword', 'name', 'username', 'agreeToTerms']);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const first = await signUp(t);
    const again = registrationBody({ email: ` ${first.user.email.toUpperCase()} ` });
    const res = await expectRefused(
      t,
      () => call(t, 'POST', '/auth/register', again),
      409,
      'An account with this email already exists',
    );
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses a username that is taken, ignoring case', async () => {
    const first = await signUp(t);
    const again = registrationBody({ username: first.user.username.toUpperCase() });
    const res = await expectRefused(
      t,
      () => call(t, 'POST', '/auth/register', again),
      409,
      'This username is already taken',
    );
    expect(res.json().code).toBe('USERNAME_TAKEN');
  });

  it('lets only one of two simultaneous sign-ups with the same username through', async () => {
    const username = `race_${Date.now().toString(36)}`;
    const results = await Promise.all(
      [0, 1, 2].map(() => call(t, 'POST', '/auth/register', registrationBody({ username }))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('This username is already taken');
    }
    const rows = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(1);
  });

  it('maps a duplicate refused by the unique indexes (the race loser) to the same 409s', async () => {
    const first = await signUp(t);
    const row = { name: 'Twin', passwordHash: 'x' };
    const sameUsername = await t.database.db
      .insert(users)
      .values({ ...row, email: 'twin-a@example.com', username: first.user.username })
      .catch((err: unknown) => err);
    expect(uniquenessError(sameUsername)?.message).toBe('This username is already taken');
    const sameEmail = await t.database.db
      .insert(users)
      .values({ ...row, email: first.user.email, username: 'twin_b' })
      .catch((err: unknown) => err);
    expect(uniquenessError(sameEmail)?.message).toBe('An account with this email already exists');
  });

  it('answers a body that is not JSON with a 400 in the wire format', async () => {
    const res = await expectRefused(
      t,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
      400,
    );
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it.each([
    ['__proto__', { role: 'admin' }],
    ['constructor', { prototype: { role: 'admin' } }],
  ])('takes a %s key out of the body before anything reads it', async (key, value) => {
    const body = registrationBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      // Written by hand: an object literal's `__proto__` would set its prototype, not a key.
      payload: `{"${key}":${JSON.stringify(value)},${JSON.stringify(body).slice(1)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.role).toBe('user');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, String(body.username)));
    expect(row?.role).toBe('user');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('register rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After and a plain message after the limit', async () => {
    for (let i = 0; i < 3; i++) await call(t, 'POST', '/auth/register', {});
    const res = await expectRefused(t, () => call(t, 'POST', '/auth/register', registrationBody()), 429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(res.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});
