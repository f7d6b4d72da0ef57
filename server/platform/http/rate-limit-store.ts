import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { type RedisGate, redisGate } from '../redis/open-redis.ts';

type Count = FastifyRateLimitStore['incr'];
/** The plugin's stores count (`incr`) and look without counting (`read`). */
type Store = FastifyRateLimitStore & { read: Count };

/** Asks `shared` when the gate allows and `own` otherwise, or when `shared` fails; same arguments. */
function failover(shared: Store, own: Store, gate: RedisGate): Store {
  const ask =
    (method: 'incr' | 'read'): Count =>
    (key, callback, timeWindow, max) => {
      const fallback = () => own[method](key, callback, timeWindow, max);
      if (!gate.worthTrying()) return fallback();
      const failed = () => {
        gate.failed();
        fallback();
      };
      try {
        shared[method](key, (error, result) => (error ? failed() : callback(null, result)), timeWindow, max);
      } catch {
        failed();
      }
    };
  return {
    incr: ask('incr'),
    read: ask('read'),
    child: (routeOptions) =>
      failover(shared.child(routeOptions) as Store, own.child(routeOptions) as Store, gate),
  };
}

/**
 * The rate limiter's counts in Redis, shared by every instance, and in this process while Redis
 * is away: each instance then limits on its own, instead of letting everything through (the
 * plugin's skipOnError) or refusing everything.
 */
export function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  // Called with `new` by the plugin; a constructor that returns an object makes that object the store.
  function PairedStore(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return failover(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace) as Store,
      new LocalStore(params.continueExceeding, params.exponentialBackoff) as Store,
      redisGate(redis),
    );
  }
  return PairedStore as unknown as FastifyRateLimitStoreCtor;
}
