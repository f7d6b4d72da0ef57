import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { newestFirst } from '#server/platform/db/index-order.ts';
import { type NotificationType, notificationTypes } from '#shared/notification-types.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, newestFirst(t.createdAt)),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.read} = false`),
    check(
      'notifications_type_check',
      sql.raw(`type in (${notificationTypes.map((n) => `'${n}'`).join(', ')})`),
    ),
  ],
);
