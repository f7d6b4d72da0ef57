import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H2 /bookings/availability, /availability, checks); replaced by its owner. */
export async function availabilityRoutes(_app: AppInstance) {}
