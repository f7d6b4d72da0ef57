import type { AppInstance } from '#server/platform/context.ts';

// STUB: replaced by the domain's real routes.
export async function authRoutes(_app: AppInstance) {}
