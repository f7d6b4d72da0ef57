import { REQUEST_TIMEOUT_MS, RETRY_ATTEMPTS, RETRY_DELAY_MS } from '#shared/constants.ts';
import { readToken } from './storage.ts';

/** Spec §7: the main backend lives under /api/v1 on the product's own host. */
export const API_BASE = '/api/v1';

export type FieldError = { field: string; message: string };

/** Every failed call surfaces as one of these; `status` is 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'HTTP_ERROR',
    readonly details: FieldError[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
export const TIMEOUT_MESSAGE = 'The request timed out. Please try again.';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one); a cancelled call is never retried. */
  signal?: AbortSignal;
  /** Send the stored bearer token (default). Public calls (spec §6) pass false. */
  auth?: boolean;
  /** Retry transient failures (default). Pass false where a repeat would surprise the user. */
  retry?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Longest Retry-After we wait out ourselves; beyond it the caller sees the rate-limit message. */
const MAX_RETRY_AFTER_S = 5;

/**
 * How calls reach the server. The browser uses fetch; the server render (server/platform/ssr) answers
 * the page's calls in process, through the same routes, limits and validation.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
/** Whether a transient failure is tried again on this transport (see setApiTransport). */
let transportRetries = true;

/**
 * `retry: false` for a transport that is the server itself: its answer is final, and waiting out
 * a 503's Retry-After three times over would only hold the visitor's page for ten seconds, while
 * each retry adds load to whatever is failing. The browser, which retries, draws the page instead.
 */
export function setApiTransport(send: typeof fetch, options: { retry: boolean }): void {
  transport = send;
  transportRetries = options.retry;
}

type SessionRejectedListener = () => void;
const sessionRejectedListeners = new Set<SessionRejectedListener>();

/** Called when the server refuses the stored token (revoked or expired), so the app can sign out. */
export function onSessionRejected(listener: SessionRejectedListener): () => void {
  sessionRejectedListeners.add(listener);
  return () => sessionRejectedListeners.delete(listener);
}

/** Other transports (uploads over XHR) report a refused token through the same listeners. */
export function reportSessionRejected(): void {
  for (const listener of sessionRejectedListeners) listener();
}

/**
 * Spec §8 retry rule: never for 400/401/403/404. We go further and keep every other 4xx from
 * repeating too (a bad request stays bad), except 408 and 429 which mean "try again later".
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status >= 500 || error.status === 408) return true;
  if (error.status === 429) return (error.retryAfterSeconds ?? 0) <= MAX_RETRY_AFTER_S;
  return false;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Spec §8: the separate booking service (`/bookings…`, `/availability…`) reads its answer's
 * `error` and otherwise says 'HTTP error! status: {n}'; the main backend reads `message` and
 * otherwise says 'HTTP {status}: {statusText}'.
 */
const BOOKING_SERVICE_PATH = /^\/(bookings|availability)(\/|$)/;

export function toApiError(
  response: Pick<Response, 'status' | 'statusText' | 'headers'>,
  body: unknown,
  path = '',
): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const bookingService = BOOKING_SERVICE_PATH.test(path);
  const fields = bookingService ? [record.error, record.message] : [record.message, record.error];
  const serverText = fields.find((v) => typeof v === 'string' && v.trim() !== '');
  const fallback = bookingService
    ? `HTTP error! status: ${response.status}`
    : `HTTP ${response.status}: ${response.statusText}`;
  const message = (serverText as string | undefined) ?? fallback;
  const code = typeof record.code === 'string' ? record.code : 'HTTP_ERROR';
  const details = Array.isArray(record.details) ? (record.details as FieldError[]) : [];
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    message,
    code,
    details,
    Number.isFinite(retryAfter) ? retryAfter : null,
  );
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function attempt<T>(
  method: Method,
  path: string,
  url: string,
  init: RequestInit,
  callerSignal?: AbortSignal,
) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await transport(url, { ...init, method, signal: controller.signal });
    const text = await response.text();
    const body = text ? parseJson(text) : undefined;
    if (!response.ok) throw toApiError(response, body, path);
    if (text && body === undefined) {
      throw new ApiError(response.status, 'The server sent an unreadable answer', 'BAD_RESPONSE');
    }
    return body as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (callerSignal?.aborted) throw callerSignal.reason ?? error;
    if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT');
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.auth === false ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    // Only with a body: Fastify refuses an empty body that claims to be JSON.
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const url = buildUrl(path, options.query);
  const attempts = options.retry === false || !transportRetries ? 1 : RETRY_ATTEMPTS;

  for (let n = 1; ; n++) {
    try {
      return await attempt<T>(method, path, url, init, options.signal);
    } catch (error) {
      if (token && error instanceof ApiError && error.status === 401 && error.code === 'INVALID_TOKEN') {
        for (const listener of sessionRejectedListeners) listener();
      }
      if (n >= attempts || !isRetryable(error)) throw error;
      const waitS = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) : 0;
      await sleep(Math.max(RETRY_DELAY_MS * n, waitS * 1000), options.signal);
    }
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
};

/** The text to show for any failure: the server's sentence, or the caller's spec fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
