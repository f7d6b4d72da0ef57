import type { AppInstance } from '#server/platform/context.ts';

/** Stub (C1 contributions); replaced by its owner. */
export async function contributionRoutes(_app: AppInstance) {}
