import type { AppInstance } from '#server/platform/context.ts';

/** Stub (C2 campaign create/edit/delete and updates); replaced by its owner. */
export async function campaignWriteRoutes(_app: AppInstance) {}
