import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../context.ts';
import { AppError } from '../errors.ts';
import type { SharedRedis } from '../redis/open-redis.ts';
import {
  type CounterStore,
  counterStoreWithFallback,
  databaseCounterStore,
  redisCounterStore,
} from './counter-stores.ts';

/** What an account may do only so often in an hour (decision 019), on top of the per-address limit. */
export const accountActions = ['comments', 'messages', 'bookings', 'offers', 'reports'] as const;
export type AccountAction = (typeof accountActions)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's successful calls against the caller's hourly limit for the action. */
    accountLimit?: AccountAction;
  }
  interface FastifyRequest {
    /** Set while this request holds one count of its account's hourly limit. */
    accountLimitRelease?: () => Promise<void>;
  }
}

const HOUR_MS = 60 * 60 * 1000;
export type CounterKey = { userId: string; action: AccountAction; windowStart: Date };

const nouns: Record<AccountAction, string> = {
  comments: 'comments',
  messages: 'messages',
  bookings: 'booking requests',
  offers: 'offers',
  reports: 'reports',
};

function tooMany(action: AccountAction, limit: number, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
  return new AppError(
    'RATE_LIMITED',
    `You have reached the limit of ${limit} ${nouns[action]} an hour. Please try again ${when}.`,
    429,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Gives the count back for a call that did nothing new (a repeat report finds the open one). */
export async function releaseAccountLimit(request: FastifyRequest): Promise<void> {
  await request.accountLimitRelease?.();
}

/**
 * Per-account hourly limits on the routes that name an `accountLimit`. A call is counted
 * atomically before it runs (so parallel calls cannot all slip under the limit) and given back
 * when it fails, so only what was really done counts, and a refused call changes nothing.
 * Redis when configured, the database otherwise or while Redis is away: either way every instance
 * shares the count.
 */
export function registerAccountLimits(app: AppInstance, redis: SharedRedis | undefined) {
  const { config } = app.ctx;
  const inDatabase = databaseCounterStore(() => app.ctx.database.db);
  const store: CounterStore = redis
    ? counterStoreWithFallback(redisCounterStore(redis.client), inDatabase, redis)
    : inDatabase;

  const countCall = async (request: FastifyRequest) => {
    const action = request.routeOptions.config.accountLimit;
    if (!action || !request.auth) return;
    const limit = config.accountLimits[action];
    const now = Date.now();
    const windowStart = new Date(now - (now % HOUR_MS));
    const key: CounterKey = { userId: request.auth.userId, action, windowStart };
    const counted = await store.increment(key, HOUR_MS);
    // A count that cannot be given back (its store went away meanwhile) costs the account one of
    // its hour's share; it must not cost the caller their answer.
    const giveBack = () =>
      counted
        .giveBack()
        .catch((err: unknown) => request.log.warn({ err }, 'account limit count not given back'));
    if (counted.count > limit) {
      await giveBack();
      throw tooMany(action, limit, Math.ceil((windowStart.getTime() + HOUR_MS - now) / 1000));
    }
    request.accountLimitRelease = async () => {
      request.accountLimitRelease = undefined;
      await giveBack();
    };
  };

  // onSend, not onResponse: the give-back is done before the client has its answer.
  const giveBackOnFailure = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400) await request.accountLimitRelease?.();
    return payload;
  };

  // Only the few routes that name a limit get these hooks; every other request skips them. They go
  // first among the route's own hooks, where instance hooks ran before.
  app.addHook('onRoute', (route) => {
    if (!route.config?.accountLimit) return;
    route.preHandler = [countCall, ...[route.preHandler ?? []].flat()];
    route.onSend = [giveBackOnFailure, ...[route.onSend ?? []].flat()];
  });
}
