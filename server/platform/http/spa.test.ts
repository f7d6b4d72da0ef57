import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('a built file that is not there', () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-missing-asset-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'export {};');
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  // An open tab from before a deploy asks for chunks the new build does not have.
  it.each(['/assets/app-old999.js', '/assets/index-old.css', '/%61ssets/app-old999.js?v=1'])(
    'answers %s with a 404, not the page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );

  it('still sends the file that is there, and the page for a client route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/artists/assets' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('an error to a browser asking for a page', () => {
  let t: TestApp;
  let web: string;
  const INDEX = '<!doctype html><title>Easel</title><div id="root"></div>';
  const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-page-error-web-'));
    writeFileSync(join(web, 'index.html'), INDEX);
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  // A broken escape (the router refuses it) and a NUL (the input guard does), in the path or the query.
  const unreadable = ['/artists/%E0%A4%A', '/artists/%00', '/discover?q=%00', '/%E0%A4%A?x=1'];

  it.each(unreadable)('answers %s as a page under its 400, for the app to start from', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: BROWSER });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(INDEX);
    // The page's own security headers, not the API's.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // A cache must not hand this page to a client that asked for JSON, nor the JSON to a browser.
    expect(res.headers.vary).toBe('Accept, Accept-Encoding');
  });

  it.each(unreadable)('answers %s in the wire format to a client that does not ask for HTML', async (url) => {
    for (const headers of [{}, { accept: 'application/json' }, { accept: '*/*' }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.headers.vary).toBe('Accept');
    }
  });

  it('keeps the wire format for the API, built files, other routes and other methods, whatever is accepted', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/artists/%00'],
      ['GET', '/API/v1/%E0%A4%A'],
      ['GET', '/assets/%00.js'],
      ['GET', '/robots.txt?q=%00'],
      ['POST', '/artists/%00'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: BROWSER });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expect(res.headers.vary, `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('a failure page the server render cannot draw', () => {
  let t: TestApp;
  let root: string;
  const INDEX =
    '<!doctype html><title>Easel</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '<div id="root"><!--startup-shell--><p>Loading</p><!--/startup-shell--></div>';

  beforeAll(async () => {
    // A web build whose server render loads, but whose failure notice throws.
    root = mkdtempSync(join(tmpdir(), 'easel-failing-notice-'));
    const web = join(root, 'dist');
    mkdirSync(join(web, '.vite'), { recursive: true });
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, '.vite', 'manifest.json'), '{}');
    mkdirSync(join(root, 'build', 'ssr'), { recursive: true });
    writeFileSync(
      join(root, 'build', 'ssr', 'entry-server.js'),
      [
        'export function setApiTransport() {}',
        "export async function renderPage() { return { kind: 'client-only', status: 200 }; }",
        "export function renderFailureNotice() { throw new Error('the notice broke'); }",
      ].join('\n'),
    );
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('still answers the error under its status, with index.html for the app to start from', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/artists/%00',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // No build copies beside index.html here, so it goes out plain, and says so.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(INDEX);
    // The page itself still comes from the render that loaded.
    expect(
      (await t.app.inject({ method: 'GET', url: '/wallet', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(200);
  });
});
