// The whole Drizzle schema: each domain owns its tables.ts; this file only gathers them.
export * from '#server/domains/auth/tables.ts';
export * from '#server/domains/notifications/tables.ts';
export * from '#server/platform/mail/tables.ts';
