import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Per-account abuse counters when no Redis is configured (decision 019): one row per account,
 * action and hour, incremented by an upsert, so every instance counts against the same row.
 */
export const accountLimitCounters = pgTable(
  'account_limit_counters',
  {
    userId: uuid('user_id').notNull(),
    action: text('action').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action, t.windowStart] })],
);
