// The whole Drizzle schema: each domain owns its tables.ts; this file only gathers them.

export * from '#server/domains/artists/tables.ts';
export * from '#server/domains/auth/tables.ts';
export * from '#server/domains/bookings/tables.ts';
export * from '#server/domains/campaigns/tables.ts';
export * from '#server/domains/marketplace/tables.ts';
export * from '#server/domains/media/tables.ts';
export * from '#server/domains/messages/tables.ts';
export * from '#server/domains/moderation/tables.ts';
export * from '#server/domains/notifications/tables.ts';
export * from '#server/domains/wallet/tables.ts';
export * from '#server/platform/idempotency/tables.ts';
export * from '#server/platform/jobs/tables.ts';
export * from '#server/platform/limits/tables.ts';
export * from '#server/platform/mail/tables.ts';
