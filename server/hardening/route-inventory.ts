import type { RouteOptions } from 'fastify';
import { buildApp } from '#server/app.ts';
import { createContext } from '#server/platform/bootstrap.ts';
import { loadConfig } from '#server/platform/config.ts';
import type { AppInstance } from '#server/platform/context.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { openTestDatabase, snapshotDatabase } from '#server/test/test-database.ts';

/** One registered route as the app itself reports it (HEAD twins of GETs left out). */
export type InventoryRoute = {
  method: string;
  url: string;
  /** `:name` segments of the URL, in order. */
  params: string[];
  /** The route's zod schemas, when it declared them (body drives the mass-assignment sweep). */
  schema: RouteOptions['schema'];
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The test app of server/test/test-app.ts, built with a route collector: the inventory is what
 * Fastify registered, so a new route shows up here without anyone listing it by hand.
 * DEV_ROUTES is on so the development helpers are swept too.
 */
export async function createInventoriedApp(): Promise<TestApp & { routes: InventoryRoute[] }> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DEV_ROUTES: 'true',
    // The sweep sends hundreds of requests from one address; rate limits are another suite's business.
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    WEB_DIST_DIR: './.test-data/no-web-build',
    PUBLIC_URL: 'http://easel.test',
  });
  const ctx = createContext(config, database);
  const routes: InventoryRoute[] = [];
  const app: AppInstance = await buildApp(ctx, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, params: paramsOf(route.url), schema: route.schema });
      }
    },
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    config,
    routes,
    snapshot: () => snapshotDatabase(database),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
