import type { AppInstance } from '#server/platform/context.ts';

/** Stub filled by its part of issue 6: GET /bridge, POST /bridge/initiate, GET /bridge/status/:id, operator completion (wallet issue). */
export async function bridgeRoutes(_app: AppInstance) {}
