import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../scripts/inline-css.mjs';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pickEncoding } from './spa.ts';

// index.html carries the stylesheet inline (scripts/inline-css.mjs), so the startup shell paints without
// another round trip; it is then large enough that it must go out compressed like the other assets.

const cssAsset = (source: string) =>
  ({ type: 'asset', fileName: 'assets/index-AbC123.css', source }) as const;

describe('the build puts the stylesheet into index.html', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head>';

  it('replaces the link with the stylesheet and drops the file, which nothing else loads', () => {
    const bundle: Record<string, unknown> = { 'assets/index-AbC123.css': cssAsset('body{color:red}') };
    expect(inlineStylesheets(html, bundle as never)).toBe('<head><style>body{color:red}</style></head>');
    expect(bundle).toEqual({});
  });

  it('cannot be made to close the style element early by what the CSS holds', () => {
    const bundle = { 'assets/index-AbC123.css': cssAsset('a::after{content:"</style><script>"}') };
    const out = inlineStylesheets(html, bundle as never);
    expect(out.match(/<\/style/g)).toHaveLength(1);
    expect(out).toContain('<\\/style><script>');
  });

  it('leaves links to other stylesheets alone', () => {
    const other = '<link rel="stylesheet" crossorigin href="/assets/print-XyZ.css">';
    const bundle = {
      'assets/print-XyZ.css': { type: 'asset', fileName: 'assets/print-XyZ.css', source: 'x{}' },
    };
    expect(inlineStylesheets(other, bundle as never)).toBe(other);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among what the client takes and the build has', () => {
    expect(pickEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(pickEncoding('gzip;q=1.0, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
  });
});

describe('index.html is sent compressed when the browser accepts it', () => {
  let t: TestApp;
  let web: string;
  let data: string;
  const page = `<!doctype html><title>Easel</title><style>${'.a{color:red}'.repeat(200)}</style><div id="root"></div>`;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-index-web-'));
    data = mkdtempSync(join(tmpdir(), 'easel-index-data-'));
    writeFileSync(join(web, 'index.html'), page);
    precompressDir(web);
    t = await createTestApp({ WEB_DIST_DIR: web, DATA_DIR: data });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli for a client route, uncached, varying by Accept-Encoding', async () => {
    const res = await get('/campaigns', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends gzip, or the plain page, to clients that take only that', async () => {
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await get('/artists/maya');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
