import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H1 main backend /booking); replaced by its owner. */
export async function bookingRoutes(_app: AppInstance) {}
