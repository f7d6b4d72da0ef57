import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RouteOptions } from 'fastify';
import type { Encoding } from '../http/content-encoding.ts';

/** A server-rendered page as every visitor gets it: the public HTML is the same for everyone. */
export type RenderedHtml = { status: number; html: Buffer };

type Entry = RenderedHtml & {
  storedAt: number;
  generation: number;
  encoded: Map<Encoding, Promise<Buffer>>;
};

export type PageCacheOptions = {
  /**
   * How long a kept page lives. This instance's own writes clear it at once, and on PostgreSQL the
   * other instances' writes too (page-cache-sync.ts); this bounds one whose announcement was lost.
   */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
};

/** Five seconds at most behind a lost announcement; a hundred pages of some 100 KB with their encodings. */
export const PUBLIC_PAGE_CACHE: PageCacheOptions = { ttlMs: 5_000, maxEntries: 100 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** A cached page is sent many times, so it is worth a better brotli setting than a one-off stream. */
const BROTLI_CACHED = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rendered public pages, kept for a few seconds. A render costs tens of milliseconds of CPU (the
 * page's API calls in process, then React), so under load the home page alone would hold the server
 * to a few dozen pages a second; kept, a page costs what a static file does. Staleness is bounded
 * twice: any write answered successfully, here or (on PostgreSQL) on another instance, drops every
 * page at once, so a visitor who just changed something sees it on the next load; `ttlMs` bounds a
 * write whose announcement from another instance was lost.
 * Concurrent misses for one page share one render. Only complete pages are kept, never a fallback.
 */
export function createPageCache({ ttlMs, maxEntries, now = Date.now }: PageCacheOptions) {
  let generation = 0;
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<RenderedHtml | null>>();

  const fresh = (entry: Entry) => entry.generation === generation && now() - entry.storedAt < ttlMs;

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (!fresh(entry)) return undefined;
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, page: RenderedHtml, renderedIn: number) {
    // A write landed while this page rendered: it may show the state before it, so it is not kept.
    if (renderedIn !== generation) return;
    entries.set(key, { ...page, storedAt: now(), generation, encoded: new Map() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    /** Every kept page is dropped: the next visit renders what the database holds now. */
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    /**
     * The kept page, or `render`'s result (kept when it is a page). `render` answers null for what
     * is not a complete page (a redirect, a fallback to the browser render); null is never kept.
     */
    async page(
      key: string,
      render: () => Promise<RenderedHtml | null>,
    ): Promise<Entry | RenderedHtml | null> {
      const kept = lookup(key);
      if (kept) return kept;
      let pending = rendering.get(key);
      if (!pending) {
        const renderedIn = generation;
        pending = render().then((page) => {
          if (page) store(key, page, renderedIn);
          return page;
        });
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key)).catch(() => undefined);
      }
      const page = await pending;
      return (page && lookup(key)) ?? page;
    },
    /** The page's body in the encoding asked for, compressed once per kept page. */
    encoded(page: Entry | RenderedHtml, encoding: Encoding): Promise<Buffer> {
      const compress = () => (encoding === 'br' ? brotli(page.html, BROTLI_CACHED) : gzipAsync(page.html));
      if (!('encoded' in page)) return compress();
      let body = page.encoded.get(encoding);
      if (!body) {
        body = compress();
        page.encoded.set(encoding, body);
      }
      return body;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * An `onRoute` hook: every route that can write (any method but GET, HEAD and OPTIONS) clears the
 * page cache once it has answered successfully, and announces it to the other instances
 * (page-cache-sync.ts). Added per route, so reads pay nothing for it.
 */
export function invalidateOnWrites(cache: Pick<PageCache, 'invalidate'>, announce: () => void = () => {}) {
  // A route may take a read method too (GET and DELETE on one URL): the request's method decides.
  const clear = (request: { method: string }, reply: { statusCode: number }, done: () => void) => {
    if (reply.statusCode < 400 && !SAFE_METHODS.has(request.method)) {
      cache.invalidate();
      announce();
    }
    done();
  };
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method))) return;
    const existing = route.onResponse;
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), clear] : [clear];
  };
}
