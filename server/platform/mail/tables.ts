import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail that was not sent over SMTP (none configured): kept so a developer can follow its link. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
