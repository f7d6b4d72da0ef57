import type { FastifyRequest } from 'fastify';
import { resolveSession } from '#server/domains/auth/sessions.ts';
import type { AppInstance, AuthContext } from './context.ts';
import { AppError } from './errors.ts';

const bearer = /^Bearer\s+(\S+)$/i;

/**
 * Resolves `request.auth` from the bearer token when one is sent. An unknown, revoked or
 * expired token leaves the caller anonymous; routes that need a caller call requireAuth.
 */
export function registerAuthGuard(app: AppInstance) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = bearer.exec(header)?.[1];
    request.auth = token ? await resolveSession(app.ctx.database.db, token) : null;
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  const sentToken = Boolean(request.headers.authorization);
  throw new AppError(
    sentToken ? 'INVALID_TOKEN' : 'UNAUTHENTICATED',
    sentToken ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue',
    401,
  );
}
