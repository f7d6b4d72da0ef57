import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H2 /services); replaced by its owner. */
export async function serviceRoutes(_app: AppInstance) {}
