import type { AppInstance } from '../context.ts';

/** Every method a route of ours can be registered for (HEAD comes with each GET). */
const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods some route answers at this request target, as the router would match it (percent
 * escapes, query and all). Empty when no route has the path at all: then it is a 404, not a 405.
 */
export function allowedMethods(app: AppInstance, rawUrl: string): string[] {
  return ROUTE_METHODS.filter((method) => app.findRoute({ method, url: rawUrl }) !== null);
}
