// @fastify/rate-limit's own stores, which it ships without types; rate-limit-store.ts pairs them.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}
