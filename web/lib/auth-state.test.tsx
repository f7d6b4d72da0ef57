import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '#shared/constants.ts';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { AuthProvider, type AuthValue, useAuth } from './auth-state.tsx';
import { queryClient } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

const ada: OwnUser = {
  id: '7d3c6a43-4a52-4f1b-8d47-1a2b3c4d5e6f',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatarUrl: null,
  role: 'user',
  verified: false,
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let auth: AuthValue;
function Probe() {
  auth = useAuth();
  return <p data-testid="status">{`${auth.status}:${auth.user?.name ?? 'nobody'}`}</p>;
}
const renderAuth = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
const status = () => screen.getByTestId('status').textContent;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('starts anonymous without a stored token and makes no call', () => {
    renderAuth();
    expect(status()).toBe('anonymous:nobody');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores the stored session, verifies it, and takes the fresh user from the server', async () => {
    localStorage.setItem(STORAGE_TOKEN_KEY, 'tok-1');
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ada));
    fetchMock.mockResolvedValueOnce(
      reply(200, { success: true, valid: true, user: { ...ada, name: 'Ada King' } }),
    );

    renderAuth();
    expect(status()).toBe('loading:Ada Lovelace');
    await waitFor(() => expect(status()).toBe('authenticated:Ada King'));

    const [, init] = callsTo('/auth/verify')[0]!;
    expect(headersOf(init).Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_USER_KEY)!).name).toBe('Ada King');
  });

  it('signs out and clears stored data when verification fails', async () => {
    localStorage.setItem(STORAGE_TOKEN_KEY, 'revoked');
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ada));
    fetchMock.mockResolvedValueOnce(
      reply(401, { success: false, message: 'Your session has expired.', code: 'INVALID_TOKEN' }),
    );

    renderAuth();
    await waitFor(() => expect(status()).toBe('anonymous:nobody'));
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
  });

  it('accepts a login answer wrapped in data and stores token and user', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: { token: 'tok-2', user: ada } }));
    renderAuth();

    await act(() => auth.login('ada@example.com', 'correct horse battery'));

    expect(status()).toBe('authenticated:Ada Lovelace');
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(STORAGE_USER_KEY)!).id).toBe(ada.id);
    const [, init] = callsTo('/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
  });

  it("rejects a login with the server's message and stays signed out", async () => {
    fetchMock.mockResolvedValueOnce(reply(401, { success: false, message: 'Invalid email or password' }));
    renderAuth();

    await expect(auth.login('ada@example.com', 'wrong')).rejects.toThrow('Invalid email or password');
    expect(status()).toBe('anonymous:nobody');
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
  });

  it("falls back to 'Login failed' when the answer carries no session", async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { success: true }));
    renderAuth();
    await expect(auth.login('ada@example.com', 'pw')).rejects.toThrow('Login failed');
  });

  it('stores the session of a registration', async () => {
    fetchMock.mockResolvedValueOnce(reply(201, { success: true, token: 'tok-3', user: ada }));
    renderAuth();
    await act(() =>
      auth.register({
        email: 'ada@example.com',
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        name: 'Ada Lovelace',
        username: 'ada',
        agreeToTerms: true,
      }),
    );
    expect(status()).toBe('authenticated:Ada Lovelace');
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBe('tok-3');
  });

  it('logout revokes on the server and clears stored data', async () => {
    localStorage.setItem(STORAGE_TOKEN_KEY, 'tok-4');
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ada));
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, valid: true, user: ada }));
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, message: 'You have been signed out.' }));
    renderAuth();
    await waitFor(() => expect(status()).toBe('authenticated:Ada Lovelace'));

    await act(() => auth.logout());

    const [, init] = callsTo('/auth/logout')[0]!;
    expect(init?.method).toBe('POST');
    expect(headersOf(init).Authorization).toBe('Bearer tok-4');
    expect(status()).toBe('anonymous:nobody');
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
  });

  it('logout clears stored data even when the server call fails', async () => {
    localStorage.setItem(STORAGE_TOKEN_KEY, 'tok-5');
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ada));
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, valid: true, user: ada }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAuth();
    await waitFor(() => expect(status()).toBe('authenticated:Ada Lovelace'));

    await act(() => auth.logout());

    expect(status()).toBe('anonymous:nobody');
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
  });
});

describe('a session changed in another tab', () => {
  const grace: OwnUser = {
    ...ada,
    id: '1f0e9d8c-7b6a-4c5d-9e8f-0a1b2c3d4e5f',
    name: 'Grace Hopper',
    username: 'grace',
  };

  /** What the other tab's writes look like from here: the storage changes, then the event arrives. */
  function otherTabStores(token: string | null, user: OwnUser | null) {
    if (token === null) localStorage.clear();
    else {
      localStorage.setItem(STORAGE_TOKEN_KEY, token);
      localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
    }
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_TOKEN_KEY, newValue: token }));
    });
  }

  async function signedInAsAda() {
    localStorage.setItem(STORAGE_TOKEN_KEY, 'tok-ada');
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ada));
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, valid: true, user: ada }));
    renderAuth();
    await waitFor(() => expect(status()).toBe('authenticated:Ada Lovelace'));
    queryClient.setQueryData(['wallet', 'balance'], { balance: 42 });
  }

  it('signs out here when the other tab signs out, and drops what was loaded', async () => {
    await signedInAsAda();
    otherTabStores(null, null);
    expect(status()).toBe('anonymous:nobody');
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
  });

  it("takes up another account signed in there, showing it once the server confirms it and none of the first account's data", async () => {
    await signedInAsAda();
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, valid: true, user: grace }));
    otherTabStores('tok-grace', grace);
    // Nobody's name shows until the server has said whose token it is.
    expect(status()).toBe('loading:nobody');
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
    await waitFor(() => expect(status()).toBe('authenticated:Grace Hopper'));
    const [, init] = callsTo('/auth/verify').at(-1)!;
    expect(headersOf(init).Authorization).toBe('Bearer tok-grace');
  });

  it('takes up a sign-in there while signed out here', async () => {
    renderAuth();
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, valid: true, user: grace }));
    otherTabStores('tok-grace', grace);
    await waitFor(() => expect(status()).toBe('authenticated:Grace Hopper'));
  });

  it('signs out here when the token signed in there is refused', async () => {
    renderAuth();
    fetchMock.mockResolvedValueOnce(
      reply(401, { success: false, message: 'Your session has expired.', code: 'INVALID_TOKEN' }),
    );
    otherTabStores('tok-stale', grace);
    await waitFor(() => expect(status()).toBe('anonymous:nobody'));
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
  });
});
