import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H3 reviews); replaced by its owner. */
export async function reviewRoutes(_app: AppInstance) {}
