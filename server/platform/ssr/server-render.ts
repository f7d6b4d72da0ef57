import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverRenderedRoute } from '#shared/server-rendered-pages.ts';
import type { RenderedPage } from '#web/entry-server.tsx';
import type { AppInstance } from '../context.ts';
import { pickEncoding } from '../http/content-encoding.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/error-handler.ts';
import { injectTransport, renderingFor } from './inject-transport.ts';
import type { PageCache, RenderedHtml } from './page-cache.ts';
import {
  failurePage,
  metaTags,
  type PageTemplate,
  pageHead,
  pageTail,
  parsePageTemplate,
} from './page-template.ts';
import { type ClientManifest, routePreloads } from './route-preloads.ts';

/** The part of web/entry-server.tsx the server uses (a type import: the code comes from the build). */
type EntryServer = {
  renderPage(request: Request): Promise<RenderedPage>;
  setApiTransport(send: typeof fetch, options: { retry: boolean }): void;
  renderFailureNotice(status: number, href: string): { title: string; html: string };
};

/** What the server-rendered pages need: the render module, the page template and the chunk names. */
export type ServerRenderer = {
  /** Answers the page; false when it is not one the server renders (the caller sends index.html). */
  respond(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Answers a request for a page that failed before any render (an address it could not read). */
  fail(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply>;
};

/**
 * Loads the server render built by `vite build --ssr` (build/ssr beside dist/). Without it (a
 * checkout that built only the browser app, or the unit tests' bare app) every page is rendered in
 * the browser from index.html, as before.
 */
export async function loadServerRenderer(
  app: AppInstance,
  indexHtml: string,
  cache: PageCache,
): Promise<ServerRenderer | null> {
  const buildDir = resolve(app.ctx.config.webDistDir, '..', 'build');
  const entryPath = join(buildDir, 'ssr', 'entry-server.js');
  const manifestPath = join(app.ctx.config.webDistDir, '.vite', 'manifest.json');
  const template = parsePageTemplate(indexHtml);
  if (!template || !existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;
  // The page's calls are answered here: a failure is final, and the page goes out with its status.
  entry.setApiTransport(injectTransport(app), { retry: false });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
  const failure = (status: number, href: string): RenderedHtml => {
    const notice = entry.renderFailureNotice(status, href);
    return { status, html: Buffer.from(failurePage(indexHtml, notice.title, notice.html)) };
  };
  return {
    respond: (request, reply) => respond(app, entry, { template, manifest, failure }, cache, request, reply),
    fail: async (request, reply, status) => {
      const target = pageTarget(app, request);
      const page = failure(status, `${target.pathname}${target.search}`);
      await sendPage(cache, page, request, reply, PAGE_ERROR_VARY);
      return reply;
    },
  };
}

/** What the render builds pages from: index.html cut for rendered pages, the chunk names, the failures. */
type PageParts = {
  template: PageTemplate;
  manifest: ClientManifest;
  /** index.html with a notice for readers without JavaScript, for a page whose data failed. */
  failure: (status: number, href: string) => RenderedHtml;
};

type Fallback = Exclude<RenderedPage, { kind: 'page' }>;

async function respond(
  app: AppInstance,
  entry: EntryServer,
  { template, manifest, failure }: PageParts,
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const origin = app.ctx.config.publicUrl;
  const target = pageTarget(app, request);
  const render = async (): Promise<RenderedHtml | Fallback> => {
    const page = await renderingFor.run(request.ip, () =>
      entry.renderPage(new Request(target, { headers: { accept: 'text/html' } })),
    );
    if (page.kind !== 'page') return page;
    // Canonical without the query: filters and tracking parameters are the same page.
    const meta = metaTags(page.meta, origin, target.pathname);
    const head = pageHead(template, meta, routePreloads(manifest, page.routeModule));
    // The render is complete before its first byte (onAllReady), so the cache is final at its end.
    const body = await text(await page.body);
    return { status: page.status, html: Buffer.from(head + body + pageTail(template, page.state())) };
  };
  let fallback: Fallback | undefined;
  const keep = async () => {
    const result = await render();
    if ('html' in result) return result;
    fallback = result;
    return null;
  };
  // Only the public pages are kept; any other path (a page drawn in the browser, one redirected
  // home) is decided once, here, without the cache's bookkeeping.
  const kept = serverRenderedRoute(target.pathname) !== null;
  const page = kept ? await cache.page(`${target.pathname}${target.search}`, keep) : null;
  if (page) return sendPage(cache, page, request, reply);
  // A path not kept, or a render shared with another request that fell back: this answer's own.
  const result = fallback ?? (await render());
  if ('html' in result) return sendPage(cache, result, request, reply);
  if (result.kind === 'redirect') {
    reply.redirect(result.location, result.status);
    return true;
  }
  if (result.status < 400) {
    reply.code(result.status);
    return false;
  }
  // The page's 503 says when to come back, as the API's own does.
  if (result.status >= 500) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return sendPage(cache, failure(result.status, `${target.pathname}${target.search}`), request, reply);
}

/** The page's address on this site. */
function pageTarget(app: AppInstance, request: FastifyRequest): URL {
  // One leading slash: `//host/…`, or `/\host/…` (the URL parser reads `\` as `/`), would otherwise
  // read as another host.
  return new URL(request.url.replace(/^[/\\]+/, '/'), app.ctx.config.publicUrl);
}

/** What the answer varies by: its encoding, and for an error the form the client asked for (page or JSON). */
export const PAGE_VARY = 'Accept-Encoding';
export const PAGE_ERROR_VARY = 'Accept, Accept-Encoding';

async function sendPage(
  cache: PageCache,
  page: RenderedHtml,
  request: FastifyRequest,
  reply: FastifyReply,
  vary = PAGE_VARY,
) {
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary);
  const encoding = pickEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (encoding) reply.header('Content-Encoding', encoding).send(await cache.encoded(page, encoding));
  else reply.send(page.html);
  return true;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
