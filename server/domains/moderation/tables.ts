import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { inList } from '#server/platform/db/in-list.ts';
import { reportReasons, reportTargetTypes } from '#shared/schemas/moderation.ts';

/** A signed-in user's report of a piece of content or a profile (decision 019). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<(typeof reportTargetTypes)[number]>().notNull(),
    targetId: uuid('target_id').notNull(),
    /** Whose content it is, kept so the people search can count reports against someone. */
    targetOwnerId: uuid('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<(typeof reportReasons)[number]>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per reporter and target, however many arrive at once.
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_open_target_idx').on(t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_owner_idx').on(t.targetOwnerId),
    check('reports_target_type_check', inList('target_type', reportTargetTypes)),
    check('reports_reason_check', inList('reason', reportReasons)),
    check('reports_status_check', inList('status', ['open', 'dismissed', 'actioned'])),
  ],
);

/**
 * Every operator action, append-only: the application never updates or deletes a row, and a
 * trigger (migration 0013) refuses both in the database.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: removing an account would rewrite its rows here, which the log refuses.
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt, t.id)],
);

/** `blocker` blocked `blocked`: between them no messages, comments, booking requests or offers. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
