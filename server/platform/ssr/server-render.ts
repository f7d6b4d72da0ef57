import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '#web/entry-server.tsx';
import type { AppInstance } from '../context.ts';
import { pickEncoding } from '../http/content-encoding.ts';
import { injectTransport, renderingFor } from './inject-transport.ts';
import { metaTags, type PageTemplate, pageHead, pageTail, parsePageTemplate } from './page-template.ts';
import { type ClientManifest, routePreloads } from './route-preloads.ts';

/** The part of web/entry-server.tsx the server uses (a type import: the code comes from the build). */
type EntryServer = {
  renderPage(request: Request): Promise<RenderedPage>;
  setApiTransport(send: typeof fetch): void;
};

/** What the server-rendered pages need: the render module, the page template and the chunk names. */
export type ServerRenderer = {
  /** Answers the page; false when it is not one the server renders (the caller sends index.html). */
  respond(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
};

/**
 * Loads the server render built by `vite build --ssr` (build/ssr beside dist/). Without it (a
 * checkout that built only the browser app, or the unit tests' bare app) every page is rendered in
 * the browser from index.html, as before.
 */
export async function loadServerRenderer(
  app: AppInstance,
  indexHtml: string,
): Promise<ServerRenderer | null> {
  const buildDir = resolve(app.ctx.config.webDistDir, '..', 'build');
  const entryPath = join(buildDir, 'ssr', 'entry-server.js');
  const manifestPath = join(app.ctx.config.webDistDir, '.vite', 'manifest.json');
  const template = parsePageTemplate(indexHtml);
  if (!template || !existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;
  entry.setApiTransport(injectTransport(app));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
  return { respond: (request, reply) => respond(app, entry, template, manifest, request, reply) };
}

async function respond(
  app: AppInstance,
  entry: EntryServer,
  template: PageTemplate,
  manifest: ClientManifest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const origin = app.ctx.config.publicUrl;
  // One leading slash: `//host/…` would otherwise read as another host.
  const target = new URL(request.url.replace(/^\/+/, '/'), origin);
  const page = await renderingFor.run(request.ip, () =>
    entry.renderPage(new Request(target, { headers: { accept: 'text/html' } })),
  );
  if (page.kind === 'redirect') {
    reply.redirect(page.location, page.status);
    return true;
  }
  if (page.kind === 'client-only') {
    reply.code(page.status);
    return false;
  }
  const body = await page.body;
  // Canonical without the query: filters and tracking parameters are the same page.
  const path = target.pathname;
  const html = new PassThrough();
  html.write(
    pageHead(template, metaTags(page.meta, origin, path), routePreloads(manifest, page.routeModule)),
  );
  // The render is complete before its first byte (onAllReady), so the cache is final at its end.
  body.on('end', () => html.end(pageTail(template, page.state())));
  body.on('error', (error) => html.destroy(error));
  body.pipe(html, { end: false });

  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (!encoding) {
    reply.send(html);
    return true;
  }
  reply.header('Content-Encoding', encoding);
  reply.send(html.pipe(encoding === 'br' ? createBrotliCompress(BROTLI_FAST) : createGzip({ level: 6 })));
  return true;
}

/** Quality 4: most of brotli's saving for a few per cent of the CPU its best setting takes. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
