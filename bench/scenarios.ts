import type { Options } from 'autocannon';
import { DEMO_ARTIST_EMAIL, DEMO_PASSWORD } from '#server/platform/db/seed/demo-accounts.ts';

/**
 * Who answers: the app, or one of P1's references, each in a process of its own: bare node:http,
 * the same with the app's security headers, and plain Fastify with one route.
 */
export type Target = 'bare' | 'bare-headers' | 'fastify' | 'app';

/** One row of the P1 table; the page reads on each driver live in drivers.ts. */
export type Scenario = {
  name: string;
  target: Target;
  path: string;
  method?: Options['method'];
  headers?: Record<string, string>;
  body?: string;
  /** Runs once before the scenario, e.g. to sign in; may return extra headers. */
  prepare?: (baseURL: string) => Promise<Record<string, string> | undefined>;
};

const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

export const scenarios: Scenario[] = [
  { name: 'bare node:http JSON', target: 'bare', path: '/' },
  { name: "bare node:http JSON + the app's security headers", target: 'bare-headers', path: '/' },
  { name: 'plain Fastify, one JSON route', target: 'fastify', path: '/' },
  { name: 'GET /api/v1/health', target: 'app', path: '/api/v1/health' },
  { name: 'GET /api/v1/status', target: 'app', path: '/api/v1/status' },
  // Server-rendered (issue 19), as a browser asks for them; kept for a few seconds (page-cache.ts).
  { name: 'GET / (server-rendered home, brotli)', target: 'app', path: '/', headers: BROWSER },
  {
    name: 'GET /artists/maya (server-rendered, brotli)',
    target: 'app',
    path: '/artists/maya',
    headers: BROWSER,
  },
  {
    name: 'GET /api/v1/auth/me (session lookup)',
    target: 'app',
    path: '/api/v1/auth/me',
    prepare: signInAsDemoArtist,
  },
];

/** Signs in once as the seeded artist and sends that bearer token with every request. */
async function signInAsDemoArtist(baseURL: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ARTIST_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
