import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '#server/platform/images/test-images.ts';
import { storageFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { ENTRY_AFTER_PAINT_SCRIPT } from '#shared/entry-after-paint-script.ts';
import { THEME_INIT_SCRIPT } from '#shared/theme-init-script.ts';
import { judgeSecurityHeaders, parseCsp } from './answer-judge.ts';

/** Every answer's protections, and a page's document headers too (the same judge the fuzzer uses). */
function expectHardened(headers: Record<string, string | string[] | number | undefined>, what: string) {
  expect(judgeSecurityHeaders(String(headers['content-type'] ?? ''), headers), what).toEqual([]);
}

describe('security headers on every kind of response', () => {
  let t: TestApp;
  let proxied: TestApp;
  const folders: string[] = [];
  const FILE_KEY = 'media/headers-check.png';

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'easel-headers-web-'));
    const data = mkdtempSync(join(tmpdir(), 'easel-headers-data-'));
    folders.push(web, data);
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log("easel")');
    const env = { WEB_DIST_DIR: web, DATA_DIR: data };
    t = await createTestApp(env);
    // Behind a TLS-terminating proxy: X-Forwarded-Proto is believed only when TRUST_PROXY says so.
    proxied = await createTestApp({ ...env, TRUST_PROXY: 'true' });
    await storageFor(t.config).put(FILE_KEY, await makeImage(4, 4), 'image/png');
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const responses: [string, string, number][] = [
    ['API JSON', '/api/v1/health', 200],
    ['the SPA page', '/artists/maya', 200],
    ['a built asset', '/assets/app-abc123.js', 200],
    ['an unknown API path', '/api/v1/no-such-thing', 404],
    ['a validation error', '/api/v1/marketplace?page=0', 400],
    ['a sign-in error', '/api/v1/auth/me', 401],
    ['a stored file', `/api/v1/files/${FILE_KEY}`, 200],
    ['a missing file', '/api/v1/files/media/missing.png', 404],
    ['a page asked for through an API-looking path', '/api/../artists/maya', 200],
    ['a page asked for with an escaped path', '/%61rtists/maya', 200],
  ];

  it.each(responses)('%s carries CSP, nosniff, Referrer-Policy and CORP', async (what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expectHardened(res.headers, what);
  });

  it.each([
    ['the SPA page', '/artists/maya'],
    ['a page asked for through an API-looking path', '/api/../artists/maya'],
  ])('sends %s as a page, with the document headers', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the SPA under a CSP that runs no foreign script and no inline one but the theme script and the entry starter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/campaigns' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = parseCsp(res.headers['content-security-policy']);
    // Computed here from the scripts themselves: the policy allows exactly those texts and nothing else inline.
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp.get('script-src')).toBe(`'self' ${hash(THEME_INIT_SCRIPT)} ${hash(ENTRY_AFTER_PAINT_SCRIPT)}`);
  });

  it('keeps a stored file inert when opened directly', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${FILE_KEY}` });
    expect(res.headers['content-type']).toBe('image/png');
    expect(parseCsp(res.headers['content-security-policy']).has('sandbox')).toBe(true);
  });

  it.each(responses)('sends HSTS on %s only when the request came over HTTPS', async (what, url, status) => {
    const plain = await proxied.app.inject({ method: 'GET', url });
    expect(plain.headers['strict-transport-security'], `${what} over HTTP`).toBeUndefined();

    const https = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.statusCode).toBe(status);
    const hsts = String(https.headers['strict-transport-security'] ?? '');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${what} over HTTPS`).toBeGreaterThanOrEqual(15_552_000);
  });

  it('ignores a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  describe('CORS: there is no CORS setting, so foreign origins get no access', () => {
    const foreign = 'https://evil.example';

    it.each(['/api/v1/health', '/api/v1/auth/me', '/api/v1/marketplace'])(
      'a cross-origin GET %s is not allowed to read the answer',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url, headers: { origin: foreign } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      },
    );

    it('a preflight for a credentialed write is refused', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/login',
        headers: {
          origin: foreign,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    });
  });
});
