import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '#shared/constants.ts';
import type { AccountType } from '#shared/schemas/auth.ts';
import { baseURL } from './browser.ts';

export type Account = {
  email: string;
  password: string;
  name: string;
  username: string;
  accountType: AccountType;
  /** Bearer token from registration; `user` is the API's own-user object. */
  token: string;
  user: Record<string, unknown> & { id: string | number; username: string };
};

/** Short random suffix so accounts of different tests and runs never collide. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** Fresh, valid registration fields (not sent anywhere). */
export function newAccountFields(overrides: Partial<Omit<Account, 'token' | 'user'>> = {}) {
  const suffix = uniqueSuffix();
  return {
    email: `e2e-${suffix}@example.com`,
    password: `Canvas-${suffix}-Sky`,
    name: `E2E Tester ${suffix}`,
    username: `e2e_${suffix}`,
    accountType: 'supporter' as AccountType,
    ...overrides,
  };
}

/** Calls the API of the test server as a client would; throws with the server's message on failure. */
export async function callApi<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseURL()}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} /api/v1${path} answered ${response.status}: ${body?.message ?? ''}`,
    );
  }
  return body as T;
}

/**
 * The newest link mailed to an address that contains `part` ('reset-password?', 'verify-email?',
 * 'access='), as a path to open. Waits for it: some mails are sent by the server's job worker a
 * moment after the request that asked for them.
 */
export async function mailedLink(to: string, part: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { mails } = await callApi<{ mails: { link: string | null }[] }>(
      `/dev/outbox?to=${encodeURIComponent(to)}`,
    );
    const link = mails.map((m) => m.link).find((l) => l?.includes(part));
    if (link) return new URL(link).pathname + new URL(link).search;
    if (Date.now() > until) throw new Error(`No mail to ${to} with a link containing "${part}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers an account through the API (faster than the form when the form is not under test). */
export async function registerAccount(
  overrides: Partial<Omit<Account, 'token' | 'user'>> = {},
): Promise<Account> {
  const fields = newAccountFields(overrides);
  const body = await callApi<{ token: string; user: Account['user'] }>('/auth/register', {
    body: { ...fields, confirmPassword: fields.password, agreeToTerms: true },
  });
  return { ...fields, token: body.token, user: body.user };
}

/**
 * Puts a session into the page's local storage the way the web app stores it after login.
 * It visits a JSON endpoint of the same origin first, so the app itself has not started yet;
 * navigate to the page under test afterwards.
 */
export async function storeSession(page: Page, token: string, user: unknown): Promise<void> {
  await page.goto('/api/v1/health');
  await page.evaluate(
    ([tokenKey, userKey, t, u]) => {
      localStorage.setItem(tokenKey, t);
      localStorage.setItem(userKey, u);
    },
    [STORAGE_TOKEN_KEY, STORAGE_USER_KEY, token, JSON.stringify(user)] as const,
  );
}

/** Signs the page in as `account` (see storeSession). */
export async function signInAs(page: Page, account: Account): Promise<void> {
  await storeSession(page, account.token, account.user);
}

/** The stored token of the page's origin, or null when signed out. */
export async function readStoredToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_TOKEN_KEY);
}

/** Signs a seeded demo account in through the API (every demo account shares one password). */
export async function loginDemoAccount(email: string): Promise<Account> {
  const password = 'easel-demo-2024';
  const body = await callApi<{ token: string; user: Account['user'] }>('/auth/login', {
    body: { email, password },
  });
  return {
    email,
    password,
    name: String(body.user.name),
    username: body.user.username,
    accountType: body.user.role === 'artist' ? 'creator' : 'supporter',
    token: body.token,
    user: body.user,
  };
}
