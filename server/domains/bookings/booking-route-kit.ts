import type { FastifyRequest } from 'fastify';
import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import type { BookingCaller, BookingDeps } from './booking-guards.ts';

/** What the booking services need from the app, with the request's logger for mail failures. */
export const bookingDeps = (app: AppInstance, request: FastifyRequest): BookingDeps => ({
  db: app.ctx.database.db,
  mailer: app.ctx.mailer,
  publicUrl: app.ctx.config.publicUrl,
  log: request.log,
});

/**
 * Guests may book; a caller who sent a token that no longer works hears 401 instead of quietly
 * booking as a guest (the request would then be missing from their account).
 */
export function optionalCaller(request: FastifyRequest): BookingCaller {
  if (!request.headers.authorization) return null;
  return { userId: requireAuth(request).userId };
}
