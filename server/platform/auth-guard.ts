import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { resolveSession } from '#server/domains/auth/sessions.ts';
import type { AppInstance, AuthContext } from './context.ts';
import { AppError, forbidden, unauthenticated } from './errors.ts';
import { isApiPath } from './http/request-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call this API route besides a signed-in caller (see routeAccess): `public` anyone,
     * signed in or not; `operator` only an operator.
     */
    access?: 'public' | 'operator';
  }
}

const bearer = /^Bearer\s+(\S+)$/i;

/**
 * Resolves `request.auth` from the bearer token when one is sent. An unknown, revoked or
 * expired token leaves the caller anonymous; a route that needs a caller refuses them (see
 * enforceRouteAccess). A callback hook rather than an async one: most requests carry no
 * token, and those then cost no promise at all. Not added here: the app runs it from the security
 * headers' onRequest hook (registerSecurityHeaders), one hook per request instead of two.
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

/** The 401 for a caller without a live session: a sent token has expired or was revoked, or none was sent. */
function notSignedIn(request: FastifyRequest): AppError {
  return request.headers.authorization
    ? new AppError('INVALID_TOKEN', 'Your session has expired. Please sign in again.', 401)
    : unauthenticated();
}

/** The caller of a route that needs one; the route's own guard has refused everyone else already. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  throw notSignedIn(request);
}

/** Who may call a route: `public` (anyone), `signed-in` (a live session) or `operator` (an operator's). */
export type RouteAccess = 'public' | 'signed-in' | 'operator';

/** A route's `config` for an API route anyone may call. */
export const PUBLIC_ACCESS = { access: 'public' } as const;
/** A route's `config` for an API route of the operator console: operators only. */
export const OPERATOR_ACCESS = { access: 'operator' } as const;
export const OPERATORS_ONLY_MESSAGE = 'Only operators can do this';

/**
 * Every API route needs a signed-in caller unless it is declared public, so a route someone adds
 * is closed until someone decides otherwise; one declared `operator` needs an operator. Outside
 * /api are the pages, the sitemap and the web app's files, which are public by nature. The guard
 * and the OpenAPI document both read this.
 */
export function routeAccess(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess {
  if (!isApiPath(route.url)) return 'public';
  const declared = route.config?.access;
  return declared === 'public' || declared === 'operator' ? declared : 'signed-in';
}

const signedInOnly: onRequestHookHandler = (request, _reply, done) => {
  done(request.auth ? undefined : notSignedIn(request));
};

/** Function-level authorization (OWASP API5): anyone signed in who is not an operator hears 403. */
const operatorsOnly: onRequestHookHandler = (request, _reply, done) => {
  done(request.auth?.role === 'admin' ? undefined : forbidden(OPERATORS_ONLY_MESSAGE));
};

const guardsOf: Record<RouteAccess, onRequestHookHandler[]> = {
  public: [],
  'signed-in': [signedInOnly],
  operator: [signedInOnly, operatorsOnly],
};

/**
 * Gives each route the guards its access needs, which refuse a caller before the body is read or
 * validated: after the instance's hooks (the headers, the session lookup) and the route's rate
 * limit, so refused calls still count. Public routes, the liveness probe among them, get none.
 */
export function enforceRouteAccess(app: AppInstance) {
  app.addHook('onRoute', (route) => {
    const guards = guardsOf[routeAccess(route)];
    const hooks = [route.onRequest ?? []].flat();
    // A HEAD twin is made from its GET's options, which already hold the guards.
    if (guards.length > 0 && !hooks.includes(signedInOnly)) route.onRequest = [...hooks, ...guards];
  });
}
