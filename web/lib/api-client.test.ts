import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onSessionRejected, setApiTransport } from './api-client.ts';
import { clearSession, writeSession } from './storage.ts';

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

function reply(status: number, body?: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that never answers but honours its abort signal, like a hung server. */
function hang(_url: RequestInfo | URL, init?: RequestInit) {
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  clearSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON to /api/v1 with the stored bearer token', async () => {
    writeSession('tok-123', { id: 'u1' });
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, user: { id: 'u1' } }));

    const body = await api.put<{ user: { id: string } }>('/auth/me', { name: 'Ada' });

    expect(body.user.id).toBe('u1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/me');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ name: 'Ada' }));
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a stored token, nor for public calls', async () => {
    fetchMock.mockImplementation(async () => reply(200, { ok: true }));
    await api.get('/health', { query: { a: 1, empty: undefined } });
    writeSession('tok-123', {});
    await api.get('/profiles/public/1', { auth: false });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/health?a=1');
    for (const [, init] of fetchMock.mock.calls) {
      expect(headersOf(init).Authorization).toBeUndefined();
    }
  });

  it("shows the server's message, then its error field, then 'HTTP {status}: {statusText}'", async () => {
    fetchMock.mockResolvedValueOnce(
      reply(409, { success: false, message: 'That username is taken', error: 'x', code: 'USERNAME_TAKEN' }),
    );
    fetchMock.mockResolvedValueOnce(reply(400, { error: 'Only an error field' }));
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 418, statusText: "I'm a teapot" }));

    const first = await api.post('/x', {}).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ status: 409, message: 'That username is taken', code: 'USERNAME_TAKEN' });
    await expect(api.post('/x', {})).rejects.toMatchObject({ status: 400, message: 'Only an error field' });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 418, message: "HTTP 418: I'm a teapot" });
  });

  it("reads the booking service's error field first, then says 'HTTP error! status: {n}' (spec §8)", async () => {
    fetchMock.mockResolvedValueOnce(reply(409, { message: 'General text', error: 'Slot gone' }));
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(api.post('/bookings', {}, { retry: false })).rejects.toMatchObject({
      status: 409,
      message: 'Slot gone',
    });
    await expect(api.get('/availability/7', { retry: false })).rejects.toMatchObject({
      status: 502,
      message: 'HTTP error! status: 502',
    });
  });

  it('carries field details of a validation failure', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, {
        success: false,
        message: 'Please enter a valid email address',
        error: 'Please enter a valid email address',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    await expect(api.post('/auth/register', {})).rejects.toMatchObject({
      details: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    fetchMock.mockImplementation(async () => reply(status, { message: `failed with ${status}` }));
    await expect(api.get('/x')).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 500 three times in all, waiting 1000 ms then 2000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () =>
      reply(500, { message: 'Something went wrong on our side. Please try again.' }),
    );
    const result = api.get('/x').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    expect(await result).toMatchObject({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('tries once on a transport that is the server itself (the server render), even a 503 with Retry-After', async () => {
    const answer = () =>
      new Response(JSON.stringify({ success: false, message: 'Easel is not available right now.' }), {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
      });
    const inProcess = vi.fn<typeof fetch>(async () => answer());
    setApiTransport(inProcess, { retry: false });
    try {
      vi.useFakeTimers();
      const result = api.get('/campaigns').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(0);
      expect(await result).toMatchObject({ status: 503, retryAfterSeconds: 5 });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(inProcess).toHaveBeenCalledTimes(1);
    } finally {
      setApiTransport((input, init) => fetch(input, init), { retry: true });
    }
    // The browser's transport waits out the same 503 and tries again.
    fetchMock.mockImplementation(async () => answer());
    const result = api.get('/campaigns').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('succeeds when a retry succeeds after a network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(reply(200, { value: 42 }));
    const result = api.get<{ value: number }>('/x');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ value: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after 30000 ms with a timeout error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const result = api.get('/slow', { retry: false }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('tells the app when the server rejects the stored token', async () => {
    writeSession('revoked', {});
    const listener = vi.fn();
    const unsubscribe = onSessionRejected(listener);
    fetchMock.mockResolvedValueOnce(
      reply(401, { message: 'Your session has expired.', code: 'INVALID_TOKEN' }),
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
