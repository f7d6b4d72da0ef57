import { posix } from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * The path a request is about, for decisions that must not depend on how the client spelled it.
 * The router decodes percent-escapes (`/%61pi/v1/auth/login` is the login route), takes the
 * absolute form (`http://host/api/...`) and ignores `?` and `#`, so `request.url`, the raw target,
 * is the wrong thing to test: a rule on it is skipped by spelling the path differently.
 */

/** Escapes of ASCII characters: a broken or multi-byte one cannot change which area a path is in. */
const hasAsciiEscape = /%[0-7][0-9a-f]/i;
const decodeAscii = (path: string) =>
  path.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A raw request target reduced to the path any layer could read from it: scheme and host of the
 * absolute form dropped, query and fragment cut, ASCII escapes decoded until none is left (the
 * router decodes once; a proxy in front may decode again), dot segments resolved and repeated
 * slashes collapsed. Never throws.
 */
export function normalizeRequestPath(rawUrl: string): string {
  const target = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  let path = target.split(/[?#]/, 1)[0] ?? '';
  // Bounded: each round removes at least one '%', so a short loop ends however deep the nesting.
  for (let round = 0; round < 8 && hasAsciiEscape.test(path); round++) path = decodeAscii(path);
  return posix.normalize(`/${path}`);
}

/** The matched route's pattern (`/api/v1/media/:id`), or for an unmatched request its normalized path. */
export function readRequestPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? normalizeRequestPath(request.url);
}

/** Whether a path belongs to the API, whatever its case: `/API/v1/x` is no page of the web app either. */
export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
