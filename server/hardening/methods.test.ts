import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { judgeErrorBody, judgeSecurityHeaders } from './answer-judge.ts';
import { createInventoriedApp } from './route-inventory.ts';
import { changedRows, dumpRows } from './row-diff.ts';

/**
 * Every path a route has, asked with every method none of its routes takes: a 405 whose Allow
 * header names exactly the methods the path does take, in the wire format, and no row written.
 * The inventory is what Fastify registered, so a new route is swept without being listed here.
 */
let t: Awaited<ReturnType<typeof createInventoriedApp>>;

beforeAll(async () => {
  t = await createInventoriedApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PROBED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SOME_ID = '00000000-0000-4000-8000-00000000abcd';

/** The route's pattern as a request target: every `:param` an id (the router matches before validating). */
const targetOf = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, SOME_ID);

/** Whether a route's pattern matches a target, segment by segment, as the router does (`:param` takes any). */
function matches(pattern: string, target: string): boolean {
  const want = pattern.split('/');
  const got = target.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * Each route's path as a request target, with every method some route takes there. A static path
 * may also be a parameter's value (`/bookings/lookup` is `/bookings/:id` too), so its methods are
 * those of every pattern that matches it.
 */
function methodsByPath() {
  const targets = [...new Set(t.routes.map((route) => targetOf(route.url)))];
  return targets.map((target) => {
    const methods = new Set<string>();
    for (const route of t.routes.filter((r) => matches(r.url, target))) {
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
    }
    return { target, methods };
  });
}

describe('a method a path does not take', () => {
  test('answers 405 with Allow on every path of every route, and changes nothing', async () => {
    const paths = methodsByPath();
    expect(paths.length).toBeGreaterThan(100);
    const before = await dumpRows(t.ctx.database);
    const problems: string[] = [];
    for (const { target, methods } of paths) {
      const allow = [...methods].sort().join(', ');
      for (const method of PROBED_METHODS.filter((m) => !methods.has(m))) {
        const res = await t.app.inject({ method, url: target });
        const answer = {
          status: res.statusCode,
          contentType: String(res.headers['content-type']),
          body: res.body,
        };
        const seen = String(res.headers.allow ?? '')
          .split(', ')
          .sort()
          .join(', ');
        const found = [
          ...(res.statusCode === 405 ? [] : [`answered ${res.statusCode}`]),
          ...(seen === allow ? [] : [`Allow "${res.headers.allow}" instead of "${allow}"`]),
          ...judgeErrorBody(answer),
          ...judgeSecurityHeaders(answer.contentType, res.headers),
        ];
        if (found.length > 0) problems.push(`${method} ${target}: ${found.join('; ')}`);
        else expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
      }
    }
    expect(problems).toEqual([]);
    expect(changedRows(before, await dumpRows(t.ctx.database))).toEqual([]);
  }, 120_000);

  test('says which methods to use, and keeps 404 for a path no route has', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: '/api/v1/auth/login' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({
      success: false,
      code: 'METHOD_NOT_ALLOWED',
      message: '/api/v1/auth/login does not take GET; use POST',
      error: '/api/v1/auth/login does not take GET; use POST',
    });
    // Spelled the way the router reads it, it is the same path.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/%61uth/login?x=1' })).statusCode).toBe(405);
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/marketplace' })).statusCode).toBe(404);
  });
});
