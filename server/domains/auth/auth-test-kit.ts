import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '#server/test/test-app.ts';

/** A password that passes every rule; tests that are not about passwords use it. */
export const GOOD_PASSWORD = 'violet-kiln-glaze-42';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function registrationBody(overrides: Json = {}): Json {
  const suffix = randomBytes(4).toString('hex');
  return {
    email: `ada_${suffix}@example.com`,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    name: 'Ada Lovelace',
    username: `ada_${suffix}`,
    agreeToTerms: true,
    ...overrides,
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function call(t: TestApp, method: Method, url: string, body?: Json, headers: Json = {}) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: headers as Record<string, string>,
    ...(body === undefined ? {} : { payload: body }),
  });
}

export type Registered = {
  token: string;
  user: { id: string; email: string; username: string; name: string; role: string };
  password: string;
};

/** Signs up through the real route, so the account has a real argon2id password. */
export async function signUp(t: TestApp, overrides: Json = {}): Promise<Registered> {
  const body = registrationBody(overrides);
  const res = await call(t, 'POST', '/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), password: String(body.password) };
}

/**
 * Sends a request that must be refused: checks the status and the wire-format message, and that
 * no table changed. Returns the response for further checks.
 */
export async function expectRefused(
  t: TestApp,
  request: () => ReturnType<typeof call>,
  status: number,
  message?: string,
) {
  const before = await t.snapshot();
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  // The wire format, with one human sentence a person can read.
  expect(body).toMatchObject({ success: false, code: expect.any(String) });
  expect(body.error).toBe(body.message);
  expect(body.message).toMatch(/^[A-Z].{8,}$/);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(await t.snapshot()).toEqual(before);
  return res;
}

/** Nothing that looks like a password hash or a stored token may ever be in a response. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/passwordHash|password_hash|tokenHash|\$argon2/i);
}
