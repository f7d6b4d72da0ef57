import type { AppInstance } from '#server/platform/context.ts';

/** Stub filled by its part of issue 6: the dashboard home's figures and chart (dashboard issue). */
export async function dashboardRoutes(_app: AppInstance) {}
