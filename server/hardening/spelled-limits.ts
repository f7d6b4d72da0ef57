import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { lookalikeSpellings, routedSpellings, type Spelling } from './path-spellings.ts';

/**
 * Rate limits against every spelling of every path, over a real socket so the request target
 * reaches the router exactly as written (inject would normalize the absolute form and fragments).
 * Shared by the in-memory suite and the Redis one: both stores must key a route's counter by the
 * route, never by the spelling.
 */

const GLOBAL_MAX = 25;
const AUTH_MAX = 4;
const SOME_ID = '3f1c9a52-7d4e-4b8a-9c61-2e5f0a7b8d90';

type Route = { method: string; url: string; max: number | undefined };
type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

const fill = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, SOME_ID).replace(/\*$/, 'x');

/** The answer is in the wire format with the status and code given. */
function expectWire(reply: Reply, status: number, code: string, what: string) {
  expect(reply.status, what).toBe(status);
  expect(reply.headers['content-type'], what).toMatch(/^application\/json/);
  expect(JSON.parse(reply.body), what).toMatchObject({ success: false, code, message: expect.any(String) });
}

/**
 * The router's own refusal of a lookalike: no such route, no valid address at all, or a path that
 * only another method's route matches (`/profiles/avatar;x` is a profile's address for GET).
 */
function expectNotRouted(reply: Reply, spelling: Spelling, method: string) {
  const what = `${spelling.target} (${spelling.label})`;
  if (spelling.badAddress) expectWire(reply, 400, 'VALIDATION_FAILED', what);
  else if (reply.status === 405) {
    expectWire(reply, 405, 'METHOD_NOT_ALLOWED', what);
    expect(String(reply.headers.allow).split(', '), what).not.toContain(method);
  } else expectWire(reply, 404, 'NOT_FOUND', what);
}

/**
 * Outside the API (sitemap.xml, robots.txt) a path that is not the route's is a page of the web
 * app: index.html, never the route's answer. Anything else is the router's own refusal.
 */
function expectNotRoutedOutsideApi(reply: Reply, spelling: Spelling, method: string) {
  if (!String(reply.headers['content-type']).startsWith('text/html'))
    return expectNotRouted(reply, spelling, method);
  expect(reply.body, `${spelling.target} (${spelling.label})`).toContain('<div id="root">');
}

export function describeSpelledLimits(title: string, env: Record<string, string>, clientPrefix: string) {
  describe(title, () => {
    let t: TestApp;
    let port: number;
    let web: string;
    const routes: Route[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });

    beforeAll(async () => {
      web = mkdtempSync(join(tmpdir(), 'easel-spelled-'));
      writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
      t = await createTestApp(
        {
          ...env,
          RATE_LIMIT_MAX: String(GLOBAL_MAX),
          AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
          // Each check below is its own client, named in X-Forwarded-For as nginx would.
          TRUST_PROXY: 'true',
          WEB_DIST_DIR: web,
        },
        {
          onRoute: (route) => {
            const limit = (route.config as { rateLimit?: { max?: number } } | undefined)?.rateLimit;
            for (const method of [route.method].flat())
              if (method !== 'HEAD') routes.push({ method, url: route.url, max: limit?.max });
          },
        },
      );
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });
    afterAll(async () => {
      agent.destroy();
      await t?.close();
      rmSync(web, { recursive: true, force: true });
    });

    /** One request with the target exactly as written (absolute form, fragment and all). */
    const send = (method: string, target: string, client: string) =>
      new Promise<Reply>((resolve, reject) => {
        const bodyless = method === 'GET' || method === 'HEAD';
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: target,
            agent,
            headers: { 'x-forwarded-for': client, ...(bodyless ? {} : { 'content-length': '0' }) },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });

    it("meets each route's own limit at its max, however its path is spelled", async () => {
      const own = routes.filter((route) => route.max !== undefined);
      expect(own.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/v1/auth/login',
          'POST /api/v1/auth/register',
          'POST /api/v1/bookings/lookup',
          'POST /api/v1/media/upload',
          'POST /api/v1/profiles/avatar',
        ]),
      );
      for (const [index, route] of own.entries()) {
        const client = `${clientPrefix}.1.${index + 1}`;
        const path = fill(route.url);
        const routed = routedSpellings(path);
        // Every spelling takes one from the same counter: the remaining count falls by one each time.
        for (let sent = 0; sent < route.max!; sent++) {
          const spelling = routed[sent % routed.length]!;
          const reply = await send(route.method, spelling.target, client);
          const what = `${route.method} ${spelling.target} (${spelling.label})`;
          expect({ what, remaining: reply.headers['x-ratelimit-remaining'] }).toEqual({
            what,
            remaining: String(route.max! - 1 - sent),
          });
        }
        for (const spelling of routed) {
          const reply = await send(route.method, spelling.target, client);
          expectWire(reply, 429, 'RATE_LIMITED', `${spelling.target} (${spelling.label})`);
        }
        // Lookalikes never reach the route: the router refuses them, they never get the route's answer.
        const refused = path.startsWith('/api/') ? expectNotRouted : expectNotRoutedOutsideApi;
        for (const spelling of lookalikeSpellings(path))
          refused(await send(route.method, spelling.target, client), spelling, route.method);
      }
    }, 120_000);

    it('meets the global limit at its max however the paths are spelled, and spares pages and the probe', async () => {
      const client = `${clientPrefix}.2.1`;
      const global = routes.filter(
        (r) => r.max === undefined && r.url.startsWith('/api/') && r.url !== '/api/v1/health',
      );
      expect(global.length).toBeGreaterThan(100);
      for (let sent = 0; sent < GLOBAL_MAX; sent++) {
        const route = global[(sent * 7) % global.length]!;
        const spelling = routedSpellings(fill(route.url))[sent % 10]!;
        const reply = await send(route.method, spelling.target, client);
        const what = `${route.method} ${spelling.target} (${spelling.label})`;
        expect({ what, remaining: reply.headers['x-ratelimit-remaining'] }).toEqual({
          what,
          remaining: String(GLOBAL_MAX - 1 - sent),
        });
      }
      // Now every API route refuses, in any spelling, by any method the router takes for it.
      for (const [index, route] of global.entries()) {
        const path = fill(route.url);
        const tries = [...routedSpellings(path), ...lookalikeSpellings(path)];
        const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
        for (const spelling of [tries[index % tries.length]!, tries[(index + 11) % tries.length]!])
          for (const method of methods) {
            const reply = await send(method, spelling.target, client);
            // A bad address is refused before any route or limit; everything else is counted.
            const status = spelling.badAddress ? 400 : 429;
            expect(reply.status, `${method} ${spelling.target} (${spelling.label})`).toBe(status);
          }
      }
      for (const spelling of routedSpellings('/api/v1/health'))
        expect((await send('GET', spelling.target, client)).status, spelling.target).toBe(200);
      for (const target of ['/', '/campaigns', '/%63ampaigns', 'http://easel.test/marketplace?x=1']) {
        const reply = await send('GET', target, client);
        expect(reply.status, target).toBe(200);
        expect(reply.headers['content-type'], target).toMatch(/^text\/html/);
      }
    }, 120_000);

    it('answers an unknown API path in JSON however it is spelled, and a page path with the app', async () => {
      const client = `${clientPrefix}.3.1`;
      const unknown = '/api/v1/no-such-thing';
      for (const spelling of [...routedSpellings(unknown), ...lookalikeSpellings(unknown)])
        expectNotRouted(await send('GET', spelling.target, client), spelling, 'GET');
    }, 60_000);
  });
}
