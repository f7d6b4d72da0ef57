import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { resolveSession } from '#server/domains/auth/sessions.ts';
import type { AppInstance, AuthContext } from './context.ts';
import { AppError } from './errors.ts';

const bearer = /^Bearer\s+(\S+)$/i;

/**
 * Resolves `request.auth` from the bearer token when one is sent. An unknown, revoked or
 * expired token leaves the caller anonymous; routes that need a caller call requireAuth.
 * A callback hook rather than an async one: most requests carry no token, and those then cost
 * no promise at all. Not added here: the app runs it from the security headers' onRequest hook
 * (registerSecurityHeaders), one hook per request instead of two, in the same order as before.
 */
export function authGuardHook(app: AppInstance): onRequestHookHandler {
  app.decorateRequest('auth', null);
  return (request, _reply, done) => {
    const header = request.headers.authorization;
    const token = header ? bearer.exec(header)?.[1] : undefined;
    if (!token) return done();
    resolveSession(app.ctx.database.db, token).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  };
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
