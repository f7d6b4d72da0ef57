import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a start waits for Redis before it serves without it (the limits fall back meanwhile). */
const CONNECT_TIMEOUT_MS = 2_000;
/** A command Redis has not answered in this time has failed: a Redis that hangs must not hang requests. */
const COMMAND_TIMEOUT_MS = 500;
/**
 * After a failure the limits leave Redis alone this long (or until it reconnects), so a Redis
 * that hangs costs one request COMMAND_TIMEOUT_MS every few seconds, not every request.
 */
const SKIP_AFTER_FAILURE_MS = 5_000;

/**
 * The Redis client the limits share, and the one rule by which each limit falls back: ask Redis
 * unless it failed in the last SKIP_AFTER_FAILURE_MS (and has not reconnected since); when it
 * fails, ask the limit's own store instead.
 */
export type SharedRedis = {
  client: Redis;
  orElse<T>(viaRedis: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
};

/**
 * The Redis client the rate limiter and the account limits share, when REDIS_URL is set. The
 * limits must never make a request wait on Redis or fail with it.
 * While Redis is away a command fails at once (no offline queue, where it would wait for the next
 * reconnect, seconds later) or after COMMAND_TIMEOUT_MS, and the caller falls back to a store of its
 * own. ioredis is loaded only here, so a start without REDIS_URL never reads it (decision 022).
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastFailure = 0;
  // One line when Redis goes away and one when it is back, not one per reconnect attempt.
  let away = false;
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    log.warn({ err }, 'Redis is unavailable; the limits fall back until it is back');
  });
  redis.on('ready', () => {
    lastFailure = 0;
    if (!away) return;
    away = false;
    log.info('Redis is back; the limits use it again');
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    client: redis,
    async orElse(viaRedis, fallback) {
      if (Date.now() - lastFailure < SKIP_AFTER_FAILURE_MS) return fallback();
      try {
        return await viaRedis();
      } catch {
        lastFailure = Date.now();
        return fallback();
      }
    },
  };
}
