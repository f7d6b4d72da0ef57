import type { RouteOptions } from 'fastify';
import { type RouteAccess, routeAccess } from '#server/platform/auth-guard.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** One registered route as the app itself reports it (HEAD twins of GETs left out). */
export type InventoryRoute = {
  method: string;
  url: string;
  /** `:name` segments of the URL, in order. */
  params: string[];
  /** The route's zod schemas, when it declared them (body drives the mass-assignment sweep). */
  schema: RouteOptions['schema'];
  /** Who the route says may call it, as the guard and the OpenAPI document read it. */
  access: RouteAccess;
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The test app of server/test/test-app.ts, built with a route collector: the inventory is what
 * Fastify registered, so a new route shows up here without anyone listing it by hand.
 * DEV_ROUTES is on so the development helpers are swept too.
 */
export async function createInventoriedApp(): Promise<TestApp & { routes: InventoryRoute[] }> {
  const routes: InventoryRoute[] = [];
  const t = await createTestApp(
    {
      DEV_ROUTES: 'true',
      // The sweep sends hundreds of requests from one address; rate limits are another suite's business.
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({
            method,
            url: route.url,
            params: paramsOf(route.url),
            schema: route.schema,
            access: routeAccess(route),
          });
        }
      },
    },
  );
  return { ...t, routes };
}

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
