import './lib/zod-without-eval.ts';
import { PassThrough, type Readable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import {
  type PageMeta,
  type ServerRenderedState,
  serverRenderedRoute,
} from '#shared/server-rendered-pages.ts';
import { pageMetaFor } from './app/page-meta.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { PageFailureNotice, pageFailureTitle } from './app/shell/page-failure-notice.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';

/*
 * The server render of the public pages (DESIGN.md §1), built by `vite build --ssr` into
 * build/ssr/ and driven by server/platform/ssr. The same routes and loaders as the browser: the
 * static handler runs the matched loaders with a per-request query client, React renders the page
 * with that data, and the cache travels in the HTML as JSON for the browser to hydrate from.
 */

export { setApiTransport };

const handler = createStaticHandler(appRoutes);

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  /** A loader's call failed (a missing artist, the database down): the browser renders it. */
  | { kind: 'client-only'; status: number }
  | {
      kind: 'page';
      status: number;
      meta: PageMeta;
      /** The route module whose chunk the page needs, as Vite names it (for preloading). */
      routeModule: string;
      /** Resolves once the whole page is rendered (no boundary streams in later, so no inline script). */
      body: Promise<Readable>;
      /** Read after the body has finished: what the render put in the cache. */
      state: () => ServerRenderedState;
    };

/**
 * What a public page whose data could not be had says to a reader without JavaScript: its title and
 * the notice's markup (server-render.ts puts it in the startup shell, inside <noscript>).
 */
export function renderFailureNotice(status: number, href: string): { title: string; html: string } {
  return {
    title: pageFailureTitle(status),
    html: renderToStaticMarkup(<PageFailureNotice status={status} href={href} />),
  };
}

/** The failed call's status (404 for a missing artist or campaign), or 0 when none failed. */
function failedStatus(client: QueryClient): number {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status !== 'error') continue;
    const status = (query.state.error as { status?: unknown } | null)?.status;
    return typeof status === 'number' && status >= 400 && status < 500 ? status : 503;
  }
  return 0;
}

/** True when only the catch-all route matches the path. */
function isNoPage(pathname: string): boolean {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.path === '*';
}

export async function renderPage(request: Request): Promise<RenderedPage> {
  const url = new URL(request.url);
  const routeModule = serverRenderedRoute(url.pathname);
  // A page the browser renders (the dashboard, settings) goes out as index.html. A path that is no
  // page at all still runs the handler: the catch-all route's loader redirects home.
  if (!routeModule && !isNoPage(url.pathname)) return { kind: 'client-only', status: 200 };
  const queryClient = createQueryClient();
  const context = await handler.query(request, { requestContext: { queryClient } });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (!routeModule) return { kind: 'client-only', status: 200 };
  const failed = failedStatus(queryClient);
  if (failed) return { kind: 'client-only', status: failed };

  const router = createStaticRouter(handler.dataRoutes, context);
  const body = new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppProviders client={queryClient} serverRendered>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      {
        onAllReady() {
          const out = new PassThrough();
          stream.pipe(out);
          resolve(out);
        },
        onShellError: reject,
      },
    );
  });
  return {
    kind: 'page',
    status: context.statusCode,
    meta: pageMetaFor(url.pathname, url.search, queryClient),
    routeModule,
    body,
    state: () => ({
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    }),
  };
}
