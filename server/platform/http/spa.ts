import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../context.ts';
import type { PageCache } from '../ssr/page-cache.ts';
import { loadServerRenderer, PAGE_ERROR_VARY, PAGE_VARY, type ServerRenderer } from '../ssr/server-render.ts';
import { allowedMethods } from './allowed-methods.ts';
import { type Encoding, pickEncoding } from './content-encoding.ts';
import { sendError } from './error-handler.ts';
import { isApiPath, normalizeRequestPath } from './request-path.ts';

/** index.html as built, with the .br and .gz copies the build writes beside it (scripts/precompress.mjs). */
function readIndexHtml(dist: string) {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const compressed = new Map<Encoding, Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(indexPath + suffix)) compressed.set(encoding, readFileSync(indexPath + suffix));
  }
  return { plain: readFileSync(indexPath), compressed };
}

type IndexHtml = NonNullable<ReturnType<typeof readIndexHtml>>;

/** Where Vite writes the fingerprinted files (its default assetsDir); no page of the app lives there. */
const BUILT_ASSETS = '/assets/';

/** Serves the built web app; any GET outside /api answers index.html so client routes work. */
export async function registerSpa(app: AppInstance, pageCache: PageCache) {
  const dist = app.ctx.config.webDistDir;
  const indexHtml = readIndexHtml(dist);
  const hasBuild = indexHtml !== undefined;
  // Loaded beside the start, not before it: the server answers (health checks, the API) while the
  // render's modules load, and the first page that needs it waits for them. A render that fails to
  // load leaves every page to the browser, as without a build.
  const rendererLoading = indexHtml
    ? loadServerRenderer(app, indexHtml.plain.toString('utf8'), pageCache).catch((error: unknown) => {
        app.log.error({ err: error }, 'the server render did not load; pages are rendered in the browser');
        return null;
      })
    : Promise.resolve(null);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs); send those when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  // An unknown API path is a probe like any other request: it counts against the global limit
  // (the allow list lets page loads through). Which answer it gets is decided on the decoded,
  // normalized path, so `/%61pi/v1/nope` is an API 404 and not the web app's index.html.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (
      isApiPath(normalizeRequestPath(request.url)) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      // The path as sent, not decoded: a decoded %0A would put a line break into the message.
      const sent = request.url.split('?')[0] ?? '/';
      const allowed = allowedMethods(app, request.url);
      if (allowed.length > 0) {
        reply.header('Allow', allowed.join(', '));
        const methods = allowed.filter((method) => method !== 'HEAD').join(' or ');
        return sendError(
          reply,
          405,
          'METHOD_NOT_ALLOWED',
          `${sent} does not take ${request.method}; use ${methods}`,
        );
      }
      return sendError(reply, 404, 'NOT_FOUND', `No API route ${request.method} ${sent}`);
    }
    if (!indexHtml) {
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'The web app is not built yet; run npm run build');
    }
    const path = normalizeRequestPath(request.url);
    // A built file that is not there (a chunk from an earlier build, asked for by an open tab) is a
    // 404: the page in its place would reach a module script as HTML, and a cache could keep it.
    if (path.startsWith(BUILT_ASSETS)) {
      return sendError(reply, 404, 'NOT_FOUND', `No file ${request.url.split('?')[0] ?? ''} in this build`);
    }
    // Every page path goes to the render: it answers the public pages, and redirects a path that is
    // no page of the app home (spec §2) before the browser would.
    const renderer = await rendererLoading;
    if (renderer && (await renderServerSide(renderer, request, reply))) return reply;
    return sendIndexHtml(indexHtml, request, reply);
  });

  if (indexHtml) {
    app.decorate('pageFailure', (request, reply, status) => {
      if (!isPageAddress(request)) return null;
      // The same address answers a browser with a page and any other client with JSON.
      if (!request.headers.accept?.includes('text/html')) {
        reply.header('Vary', 'Accept');
        return null;
      }
      return rendererLoading.then(async (renderer) => {
        try {
          if (renderer) return await renderer.fail(request, reply, status);
        } catch (error) {
          // As a failed render: the app still starts from index.html and draws the failure itself.
          request.log.error({ err: error }, 'the failure page could not be drawn; sending index.html');
        }
        reply.code(status).removeHeader('Content-Encoding');
        return sendIndexHtml(indexHtml, request, reply, PAGE_ERROR_VARY);
      });
    });
  }
}

/**
 * A request for a page of the web app: a GET or HEAD for a path that is no route (the API's,
 * robots.txt, the sitemap) and no built file. Its errors are answered as a page to a browser.
 */
function isPageAddress(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.routeOptions.url !== undefined) return false;
  const path = normalizeRequestPath(request.url);
  return !isApiPath(path) && !path.startsWith(BUILT_ASSETS);
}

/** index.html as built, for the browser to draw the page; the reply's status stays as set. */
function sendIndexHtml(indexHtml: IndexHtml, request: FastifyRequest, reply: FastifyReply, vary = PAGE_VARY) {
  const encoding = pickEncoding(request.headers['accept-encoding'], [...indexHtml.compressed.keys()]);
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', vary);
  if (!encoding) return reply.send(indexHtml.plain);
  return reply.header('Content-Encoding', encoding).send(indexHtml.compressed.get(encoding));
}

/**
 * A public page rendered on the server. A failed render is logged and the page goes out as the
 * browser-rendered index.html instead: a visitor never sees a 500 for what the browser can draw.
 */
async function renderServerSide(renderer: ServerRenderer, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await renderer.respond(request, reply);
  } catch (error) {
    request.log.error({ err: error }, 'server render failed; sending the browser-rendered page');
    reply.code(200);
    return false;
  }
}
