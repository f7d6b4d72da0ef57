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
