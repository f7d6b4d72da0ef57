import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { storedSecrets } from './actors.ts';
import { findSecrets } from './secret-scan.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';
const TOKEN_A = 'tokenA_0123456789abcdefghijklmnopqrstuvwxyz';
const TOKEN_B = 'tokenB_0123456789abcdefghijklmnopqrstuvwxyz';
const known = {
  hashes: ['5f4dcc3b5aa765d61d8327deb882cf99aa'],
  tokens: [TOKEN_A, TOKEN_B],
  emails: ['ann@example.com', 'bob@example.com'],
};

describe('findSecrets', () => {
  test('a clean body has no findings', () => {
    expect(findSecrets(JSON.stringify({ success: true, data: { name: 'Ann' } }), known, {})).toEqual([]);
  });

  test('any argon2 hash is found, known or not', () => {
    expect(findSecrets(JSON.stringify({ user: { passwordHash: HASH } }), known, {})).toEqual([
      'an argon2 password hash',
    ]);
  });

  test('a stored hash is found in plain text responses too', () => {
    expect(findSecrets('hash=5f4dcc3b5aa765d61d8327deb882cf99aa', known, {})).toHaveLength(1);
  });

  test("the caller's own token and e-mail are allowed; anybody else's are not", () => {
    const body = JSON.stringify({ token: TOKEN_A, email: 'ann@example.com' });
    expect(findSecrets(body, known, { token: TOKEN_A, email: 'ann@example.com' })).toEqual([]);
    expect(findSecrets(body, known, { token: TOKEN_B, email: 'bob@example.com' })).toEqual([
      expect.stringContaining('session token'),
      "another user's e-mail ann@example.com",
    ]);
  });

  test('e-mails match whatever their case, and JSON escapes hide nothing', () => {
    expect(findSecrets('{"e":"Bob@Example.COM"}', known, {})).toEqual([
      "another user's e-mail bob@example.com",
    ]);
    expect(findSecrets('{"e":"bob\\u0040example.com"}', known, {})).toEqual([
      "another user's e-mail bob@example.com",
    ]);
  });

  test('findings never repeat a token or hash in full', () => {
    const findings = findSecrets(TOKEN_B, known, {}).join(' ');
    expect(findings).not.toContain(TOKEN_B);
  });
});

/** The real sign-up and sign-in answers, scanned against what the database really holds. */
describe('auth responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (email: string, username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email,
        password: 'A-long-passphrase-2024',
        confirmPassword: 'A-long-passphrase-2024',
        name: 'Real Person',
        username,
        agreeToTerms: true,
      },
    });

  test('register, login and me carry only the caller’s own token and e-mail, never a hash', async () => {
    const other = await register('other.person@example.com', 'other_person');
    expect(other.statusCode).toBe(201);
    const mine = await register('me.person@example.com', 'me_person');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'me.person@example.com', password: 'A-long-passphrase-2024' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

    const stored = await storedSecrets(t);
    // The database holds real argon2 hashes for both accounts: the scan would see them.
    expect(stored.hashes.filter((h) => h.startsWith('$argon2id$'))).toHaveLength(2);
    const tokens = [token, other.json().token, mine.json().token].filter(Boolean);
    for (const response of [mine, login, me]) {
      const findings = findSecrets(
        response.body,
        { ...stored, tokens },
        { token: response === mine ? mine.json().token : token, email: 'me.person@example.com' },
      );
      expect(findings, response.body).toEqual([]);
    }
    // The other account's registration answer is theirs: seen by me it would be a leak.
    expect(
      findSecrets(other.body, { ...stored, tokens }, { token, email: 'me.person@example.com' }),
    ).toContain("another user's e-mail other.person@example.com");
  });
});
