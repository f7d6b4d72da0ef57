import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '#shared/constants.ts';

/**
 * The signed-in session in local storage (spec §9: "browser local storage under the product's
 * own keys"). Every access is guarded: private modes and full quotas throw, and a broken
 * storage must never take the app down.
 */

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts as long as the page.
  }
}

export function readToken(): string | null {
  return read(STORAGE_TOKEN_KEY);
}

/** The stored user, or null when absent or unreadable. The server's verify answer replaces it. */
export function readStoredUser<T>(): T | null {
  const raw = read(STORAGE_USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeSession(token: string, user: unknown) {
  write(STORAGE_TOKEN_KEY, token);
  write(STORAGE_USER_KEY, JSON.stringify(user));
}

export function writeStoredUser(user: unknown) {
  write(STORAGE_USER_KEY, JSON.stringify(user));
}

export function clearSession() {
  write(STORAGE_TOKEN_KEY, null);
  write(STORAGE_USER_KEY, null);
}
