import type { AppInstance } from '#server/platform/context.ts';

/** Stub (H1 separate booking service /bookings); replaced by its owner. */
export async function bookingApiRoutes(_app: AppInstance) {}
