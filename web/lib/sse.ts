import { buildUrl } from './api-client.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';
import { readToken } from './storage.ts';

export type { SseEvent } from './sse-parser.ts';
export type StreamStatus = 'connecting' | 'open' | 'down';

export type EventStreamOptions = {
  /** Path under /api/v1, e.g. '/notifications/stream'. */
  path: string;
  onEvent: (event: SseEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** The server refused the token: the stream stops for good. */
  onUnauthorized?: () => void;
};

const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** The server sends a ping comment every 25 s; silence past this means a dead connection. */
const SILENCE_LIMIT_MS = 60_000;

/** 1 s, 2 s, 4 s … capped at 30 s, with jitter so many tabs do not reconnect in step. */
export function reconnectDelay(failures: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Opens an authenticated Server-Sent Events stream. EventSource cannot send an Authorization
 * header, so this reads the stream through fetch and parses `event:`/`data:` lines itself.
 * It reconnects with backoff until `close()` is called or the server refuses the token.
 */
export function openEventStream(options: EventStreamOptions): { close: () => void } {
  const stop = new AbortController();

  async function readOnce(): Promise<'ended' | 'unauthorized'> {
    const connection = new AbortController();
    const abortConnection = () => connection.abort();
    stop.signal.addEventListener('abort', abortConnection, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const resetSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(abortConnection, SILENCE_LIMIT_MS);
    };
    try {
      const token = readToken();
      const response = await fetch(buildUrl(options.path), {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: connection.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return 'unauthorized';
      if (!response.ok || !response.body) return 'ended';
      options.onStatus?.('open');
      resetSilence();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser(options.onEvent);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        resetSilence();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      return 'ended';
    } finally {
      clearTimeout(silence);
      stop.signal.removeEventListener('abort', abortConnection);
    }
  }

  async function run() {
    let failures = 0;
    while (!stop.signal.aborted) {
      options.onStatus?.('connecting');
      const startedAt = Date.now();
      const outcome = await readOnce();
      if (stop.signal.aborted) return;
      options.onStatus?.('down');
      if (outcome === 'unauthorized') return options.onUnauthorized?.();
      // A connection that lived a while was healthy: start the backoff over.
      failures = Date.now() - startedAt > SILENCE_LIMIT_MS ? 1 : failures + 1;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reconnectDelay(failures));
        stop.signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }

  void run();
  return { close: () => stop.abort() };
}
