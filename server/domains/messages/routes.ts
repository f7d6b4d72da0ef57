import type { AppInstance } from '#server/platform/context.ts';

/** Stub filled by its part of issue 6: conversations per booking or offer and their messages (messages issue). */
export async function messageRoutes(_app: AppInstance) {}
