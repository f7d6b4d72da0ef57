import type { AppInstance } from '../context.ts';
import { badRequest } from '../errors.ts';

/** PostgreSQL text cannot hold U+0000; without this a NUL anywhere in the input becomes a database error (500). */
const NUL = '\u0000';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Whether a NUL is in the value: a string, or any key or string inside an object or array. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes(NUL) || containsNul(v, depth + 1));
}

/**
 * Path parameters and the query string are decoded from the request target, where a NUL can only
 * arrive escaped as %00 (the HTTP parser refuses a raw one; the raw check covers inject). A target
 * without either cannot put one into them, so most requests skip the walk.
 */
const targetMayHoldNul = (url: string) => url.includes('%00') || url.includes(NUL);

/**
 * Refuses a NUL character in the path, query or JSON body before any handler sees it. It looks at
 * what validation kept: a field the route's schema drops (an unknown key) is never stored, so a NUL
 * in it harms nothing, and the OpenAPI document lets a client send such keys with any value.
 */
export function registerInputGuard(app: AppInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    const suspect =
      (targetMayHoldNul(request.url) && (containsNul(request.params) || containsNul(request.query))) ||
      (request.body !== undefined && containsNul(request.body));
    done(suspect ? badRequest(NUL_MESSAGE) : undefined);
  });
}
