import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from '../redis/open-redis.ts';

type Count = FastifyRateLimitStore['incr'];
type Counted = Parameters<Parameters<Count>[1]>[1];
/** The plugin's stores count (`incr`) and look without counting (`read`). */
type Store = FastifyRateLimitStore & { read: Count };

/** Asks `shared` through Redis' fallback rule (open-redis.ts), `own` otherwise; same arguments. */
function failover(shared: Store, own: Store, redis: SharedRedis): Store {
  const ask =
    (method: 'incr' | 'read'): Count =>
    (key, callback, timeWindow, max) => {
      const call = (store: Store) =>
        new Promise<Counted>((resolve, reject) =>
          store[method](key, (error, result) => (error ? reject(error) : resolve(result)), timeWindow, max),
        );
      redis
        .orElse(
          () => call(shared),
          () => call(own),
        )
        .then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
    };
  return {
    incr: ask('incr'),
    read: ask('read'),
    child: (routeOptions) =>
      failover(shared.child(routeOptions) as Store, own.child(routeOptions) as Store, redis),
  };
}

/**
 * The rate limiter's counts in Redis, shared by every instance, and in this process while Redis
 * is away: each instance then limits on its own, instead of letting everything through (the
 * plugin's skipOnError) or refusing everything.
 */
export function redisWithLocalFallback(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  // Called with `new` by the plugin; a constructor that returns an object makes that object the store.
  function PairedStore(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return failover(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis.client, nameSpace) as Store,
      new LocalStore(params.continueExceeding, params.exponentialBackoff) as Store,
      redis,
    );
  }
  return PairedStore as unknown as FastifyRateLimitStoreCtor;
}
