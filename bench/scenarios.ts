import type { Options } from 'autocannon';

export type Target = 'bare' | 'app';

/** One row of the bench table. Later issues append rows (search, feed, bookings, …). */
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

export const scenarios: Scenario[] = [
  { name: 'bare node:http JSON', target: 'bare', path: '/' },
  { name: 'GET /api/v1/health', target: 'app', path: '/api/v1/health' },
  { name: 'GET /api/v1/status', target: 'app', path: '/api/v1/status' },
  { name: 'GET / (SPA index, signed out)', target: 'app', path: '/' },
];
