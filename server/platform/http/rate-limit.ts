import rateLimit from '@fastify/rate-limit';
import type { AppInstance } from '../context.ts';
import type { SharedRedis } from '../redis/open-redis.ts';
import { redisWithLocalFallback } from './rate-limit-store.ts';
import { isApiPath, readRequestPath } from './request-path.ts';

/**
 * Shared through Redis when REDIS_URL is set, so several instances count together; while Redis is
 * away, each instance counts alone.
 */
export async function registerRateLimit(app: AppInstance, redis: SharedRedis | undefined) {
  const { config } = app.ctx;
  exemptUnlimitedRoutes(app);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // While Redis is away each instance counts on its own (rate-limit-store.ts).
    ...(redis ? { store: redisWithLocalFallback(redis, 'easel-rl:') } : {}),
    // Never lock the whole site out because a store fails.
    skipOnError: true,
    // The API is what costs; the built app's files (one page load asks for dozens of small chunks,
    // all immutable) and index.html are not limited, nor is the liveness probe. Decided on the
    // matched route, never on the raw URL: `/%61pi/v1/...` reaches the same route as `/api/v1/...`.
    // Matched routes are sorted once by exemptUnlimitedRoutes; this check is what still sees the
    // requests no route matched (the not-found handler's limit).
    allowList: (request) => !isRateLimitedPath(readRequestPath(request)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}

/**
 * A route the global limit never counts (not under /api, or the liveness probe) is marked
 * `rateLimit: false` as it is registered, so it gets no limiter hook at all instead of one that
 * works out the client's key and then lets the request through, on every request. The decision
 * is the allow list's, made on the same thing it reads for a matched request: the route's URL.
 * Must run before the plugin's own onRoute hook, which reads the mark. A route that names its own
 * limit keeps it.
 */
function exemptUnlimitedRoutes(app: AppInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined || isRateLimitedPath(route.url)) return;
    route.config = { ...route.config, rateLimit: false };
  });
}

/** Whether the global limit counts a request to this path (see readRequestPath). */
export const isRateLimitedPath = (path: string) => isApiPath(path) && path !== '/api/v1/health';

/**
 * A route's own limit, on its own counter (per route, keyed by its registered URL in both stores,
 * so every spelling of the path counts together). An empty allow list: the global one exempts
 * paths, and a route that asks for a limit means it whatever the request looks like.
 */
export const routeRateLimit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', allowList: [] },
});

/** Per-route limit for sign-in, sign-up and reset, where guessing is the attack. */
export const authRateLimit = (app: AppInstance) => routeRateLimit(app.ctx.config.authRateLimitMax);
