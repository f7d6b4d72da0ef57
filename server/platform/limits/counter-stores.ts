import { and, eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { SharedRedis } from '../redis/open-redis.ts';
import type { CounterKey } from './account-limits.ts';
import { accountLimitCounters } from './tables.ts';

/** One count taken: the new total, and how to give it back (a refused or failed call) where it was taken. */
export type Counted = { count: number; giveBack(): Promise<void> };

/** An hourly counter shared by every instance. */
export type CounterStore = {
  /** Adds one. */
  increment(key: CounterKey, windowMs: number): Promise<Counted>;
};

/**
 * Counts in `primary` (Redis) and, by Redis' fallback rule (open-redis.ts), in `fallback`; each
 * count is given back to the store that took it. Counts taken during an outage are not in Redis
 * afterwards, so an account may do up to twice its hourly share in the hour Redis came back:
 * better than refusing everyone or counting no one.
 */
export function counterStoreWithFallback(
  primary: CounterStore,
  fallback: CounterStore,
  redis: SharedRedis,
): CounterStore {
  return {
    increment: (key, windowMs) =>
      redis.orElse(
        () => primary.increment(key, windowMs),
        () => fallback.increment(key, windowMs),
      ),
  };
}

const redisKey = (key: CounterKey) => `easel-acct:${key.action}:${key.userId}:${key.windowStart.getTime()}`;

export function redisCounterStore(redis: Redis): CounterStore {
  return {
    async increment(key, windowMs) {
      const name = redisKey(key);
      const [[, count]] = (await redis
        .multi()
        .incr(name)
        .pexpireat(name, key.windowStart.getTime() + windowMs * 2)
        .exec()) as [[null, number], unknown];
      return {
        count,
        async giveBack() {
          await redis.decr(name);
        },
      };
    },
  };
}

/** One upserted row per account, action and hour; a row back at zero is removed. */
export function databaseCounterStore(db: () => Db): CounterStore {
  const match = (key: CounterKey) =>
    and(
      eq(accountLimitCounters.userId, key.userId),
      eq(accountLimitCounters.action, key.action),
      eq(accountLimitCounters.windowStart, key.windowStart),
    );
  return {
    async increment(key) {
      // Yesterday's windows of this account go as it counts, so the table stays small.
      await db()
        .delete(accountLimitCounters)
        .where(
          and(
            eq(accountLimitCounters.userId, key.userId),
            lt(accountLimitCounters.windowStart, new Date(key.windowStart.getTime() - 24 * 60 * 60 * 1000)),
          ),
        );
      const [row] = await db()
        .insert(accountLimitCounters)
        .values({ ...key, count: 1 })
        .onConflictDoUpdate({
          target: [
            accountLimitCounters.userId,
            accountLimitCounters.action,
            accountLimitCounters.windowStart,
          ],
          set: { count: sql`${accountLimitCounters.count} + 1` },
        })
        .returning({ count: accountLimitCounters.count });
      return {
        count: row!.count,
        async giveBack() {
          await db()
            .update(accountLimitCounters)
            .set({ count: sql`${accountLimitCounters.count} - 1` })
            .where(match(key));
          await db()
            .delete(accountLimitCounters)
            .where(and(match(key), sql`${accountLimitCounters.count} <= 0`));
        },
      };
    },
  };
}
