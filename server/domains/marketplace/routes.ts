import type { AppInstance } from '#server/platform/context.ts';

/** Stub filled by its part of issue 6: the marketplace listing, purchases, orders and offers (marketplace issue). */
export async function marketplaceRoutes(_app: AppInstance) {}
