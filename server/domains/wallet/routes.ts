import type { AppInstance } from '#server/platform/context.ts';

/** Stub filled by its part of issue 6: GET /wallet, /wallet/balance/:id, /wallet/connect, top-up (wallet issue). */
export async function walletRoutes(_app: AppInstance) {}
