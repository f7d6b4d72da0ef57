import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers remembered per `Idempotency-Key`: a retry with the same key and the same request gets
 * the first answer back; the same key with another request is refused. The scope names the
 * operation and the caller ('contribution:<campaign id>'), so keys of different callers never meet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running (its transaction holds the row). */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
