import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppInstance } from '../context.ts';

/** Shared through Redis when REDIS_URL is set, so several instances count together. */
export async function registerRateLimit(app: AppInstance) {
  const { config } = app.ctx;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'easel-rl:' } : {}),
    // Never lock the whole site out because Redis hiccups.
    skipOnError: true,
    // The API is what costs; the built app's files (one page load asks for dozens of small chunks,
    // all immutable) and index.html are not limited, nor is the liveness probe.
    allowList: (request) => request.url === '/api/v1/health' || !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}

/** Per-route limit for sign-in, sign-up and reset, where guessing is the attack. */
export const authRateLimit = (app: AppInstance) => ({
  rateLimit: { max: app.ctx.config.authRateLimitMax, timeWindow: '1 minute' },
});
