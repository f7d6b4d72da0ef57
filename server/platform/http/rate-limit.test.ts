import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('rate limits without Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-rate-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'feed-abc123.js'), 'export {};\n');
    a = await createTestApp({ RATE_LIMIT_MAX: '3', WEB_DIST_DIR: web });
    b = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(web, { recursive: true, force: true });
  });
  const hit = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: '10.1.2.3' });

  it("count in each instance's memory, and never limit the liveness probe", async () => {
    for (let i = 0; i < 3; i++) expect((await hit(a)).statusCode).toBe(200);
    expect((await hit(b)).statusCode).toBe(200);
    const refused = await hit(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const health = await a.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '10.1.2.3' });
    expect(health.statusCode).toBe(200);
  });

  it("keep a route's own limit on its own counter, in the wire format with Retry-After", async () => {
    const login = (remoteAddress: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress,
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    const max = a.config.authRateLimitMax;
    for (let i = 0; i < max; i++) expect((await login('10.1.9.9')).statusCode).toBe(401);
    const refused = await login('10.1.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', error: expect.any(String) });
    // Another client still signs in; the global counter of the refused one was not spent on it.
    expect((await login('10.1.9.10')).statusCode).toBe(401);
    const status = await a.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: '10.1.9.9' });
    expect(status.statusCode).toBe(200);
  });

  it('count unknown API paths, and give the exempt routes no limiter at all', async () => {
    const probe = (url: string) => a.app.inject({ method: 'GET', url, remoteAddress: '10.1.8.8' });
    const counted = await probe('/api/v1/status');
    expect(counted.headers['x-ratelimit-limit']).toBe('3');
    for (let i = 0; i < 2; i++) expect((await probe('/api/v1/no-such-thing')).statusCode).toBe(404);
    expect((await probe('/api/v1/no-such-thing')).statusCode).toBe(429);
    for (const url of ['/api/v1/health', '/', '/assets/feed-abc123.js']) {
      const res = await probe(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
  });

  it("limit the API only: the app's page and files still load for an address over its limit", async () => {
    for (let i = 0; i < 3; i++) await hit(a);
    expect((await hit(a)).statusCode).toBe(429);
    for (const url of ['/', '/campaigns', '/assets/feed-abc123.js']) {
      for (let i = 0; i < 5; i++) {
        const res = await a.app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' });
        expect(res.statusCode, url).toBe(200);
      }
    }
  });
});
