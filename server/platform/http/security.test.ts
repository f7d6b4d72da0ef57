import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '#server/domains/notifications/test-sse-reader.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser } from '#server/test/users.ts';
import {
  apiSecurityHeaders,
  documentSecurityHeaders,
  entryAfterPaintScriptSource,
  registerSecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
  themeInitScriptSource,
} from './security.ts';

/**
 * A page's whole set, written out: what @fastify/helmet sent with our options before the set was
 * computed once (decision 007). A header dropped, added or changed shows up here.
 */
const expectedDocument = {
  'content-security-policy':
    "default-src 'self';" +
    `script-src 'self' ${themeInitScriptSource} ${entryAfterPaintScriptSource};` +
    "style-src 'self' 'unsafe-inline';" +
    "img-src 'self' data: blob:;" +
    "font-src 'self' data:;" +
    "connect-src 'self';" +
    "media-src 'self' blob:;" +
    "object-src 'none';" +
    "base-uri 'self';" +
    "form-action 'self';" +
    "frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** An API answer's whole set (decision 026): a CSP under which nothing loads or frames it, no sniffing, no referrer, no cross-origin reads. */
const expectedApi = {
  'content-security-policy': "default-src 'none';base-uri 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const securityHeaderNames = [...Object.keys(expectedDocument), 'strict-transport-security', 'x-powered-by'];

/** The security headers of an answer, and nothing else. */
const pickSecurityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    securityHeaderNames.filter((name) => name in headers).map((name) => [name, headers[name]]),
  );

describe('the security headers', () => {
  let t: TestApp;
  let proxied: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-security-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
    t = await createTestApp({ WEB_DIST_DIR: web, RATE_LIMIT_MAX: '8' });
    proxied = await createTestApp({ WEB_DIST_DIR: web, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('are computed once: for a page the full set helmet sent, for an API answer its own', () => {
    expect(documentSecurityHeaders).toEqual(expectedDocument);
    expect(apiSecurityHeaders).toEqual(expectedApi);
  });

  it('leave a header a route sets itself to the route, and the rest of the set in place', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app as never);
    app.get('/own-policy', { schema: { response: { 200: { type: 'string' } } } }, (_request, reply) => {
      reply.header('Content-Security-Policy', 'sandbox').header('x-frame-options', 'DENY').send('ok');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/own-policy' });
      expect(pickSecurityHeaders(res.headers)).toEqual({
        ...expectedDocument,
        'content-security-policy': 'sandbox',
        'x-frame-options': 'DENY',
      });
    } finally {
      await app.close();
    }
  });

  it.each([
    ['an API answer', 'GET', '/api/v1/health', 200, expectedApi],
    ['an API answer asked for with an escaped path', 'GET', '/%61pi/v1/health', 200, expectedApi],
    ['a validation error', 'GET', '/api/v1/marketplace?page=0', 400, expectedApi],
    ['a sign-in error', 'GET', '/api/v1/auth/me', 401, expectedApi],
    ['an unknown API path', 'GET', '/api/v1/no-such-thing', 404, expectedApi],
    ['an unknown API path in capitals', 'GET', '/API/v1/no-such-thing', 404, expectedApi],
    ['a write to no route', 'POST', '/api/v1/no-such-thing', 404, expectedApi],
    ['a malformed address the router refuses', 'GET', '/api/v1/user/%E0%A4%A', 400, expectedApi],
    ['an over-long path segment', 'GET', `/api/v1/user/${'x'.repeat(500)}`, 404, expectedApi],
    ['the web app page', 'GET', '/artists/maya', 200, expectedDocument],
    ['a page asked for through an API-looking path', 'GET', '/api/../artists/maya', 200, expectedDocument],
  ] as const)('come, all of them, with %s', async (_what, method, url, status, expected) => {
    const res = await t.app.inject({ method, url, remoteAddress: '10.7.0.1' });
    expect(res.statusCode).toBe(status);
    expect(pickSecurityHeaders(res.headers)).toEqual(expected);
  });

  it('come with a rate-limited answer', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: '10.7.0.2' });
    for (let i = 0; i < 10 && res.statusCode !== 429; i++) {
      res = await t.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: '10.7.0.2' });
    }
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(pickSecurityHeaders(res.headers)).toEqual(expectedApi);
  });

  it('come with the notification stream, which writes its own head on the raw response', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createTestUser(t.database);
    const stream = await openSse(`${base}/api/v1/notifications/stream`, bearer(user));
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const headers = Object.fromEntries(stream.headers.entries());
      expect(pickSecurityHeaders(headers)).toEqual(expectedApi);
    } finally {
      stream.close();
    }
  });

  it('add HSTS only when the trusted proxy says the request came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const [url, expected] of [
      ['/api/v1/health', expectedApi],
      ['/api/v1/no-such-thing', expectedApi],
      ['/artists/maya', expectedDocument],
    ] as const) {
      const secure = await proxied.app.inject({ method: 'GET', url, headers: https });
      expect(pickSecurityHeaders(secure.headers)).toEqual({
        ...expected,
        'strict-transport-security': STRICT_TRANSPORT_SECURITY,
      });
      const plain = await proxied.app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const forged = await t.app.inject({ method: 'GET', url, headers: https, remoteAddress: '10.7.0.3' });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
