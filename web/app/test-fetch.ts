import { vi } from 'vitest';

type Handler = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces the network edge (global fetch) for a test; calls without a handler answer 404.
 * Returns the recorded calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[path];
    return handler ? handler(url, init) : jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', stub);
  return calls;
}

/** A promise plus the functions to settle it, to hold a response until the test says so. */
export function createDeferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
