import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H2 /calendar); replaced by its owner. */
export async function calendarRoutes(_app: AppInstance) {}
