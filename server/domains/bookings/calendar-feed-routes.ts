import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H3 ICS feed); replaced by its owner. */
export async function calendarFeedRoutes(_app: AppInstance) {}
