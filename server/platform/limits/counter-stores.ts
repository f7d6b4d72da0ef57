import { and, eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { CounterKey } from './account-limits.ts';
import { accountLimitCounters } from './tables.ts';

/** An hourly counter shared by every instance. */
export type CounterStore = {
  /** Adds one and answers the new count. */
  increment(key: CounterKey, windowMs: number): Promise<number>;
  /** Takes one back (a refused or failed call). */
  decrement(key: CounterKey): Promise<void>;
};

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
      return count;
    },
    async decrement(key) {
      await redis.decr(redisKey(key));
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
      return row!.count;
    },
    async decrement(key) {
      await db()
        .update(accountLimitCounters)
        .set({ count: sql`${accountLimitCounters.count} - 1` })
        .where(match(key));
      await db()
        .delete(accountLimitCounters)
        .where(and(match(key), sql`${accountLimitCounters.count} <= 0`));
    },
  };
}
