import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pickEncoding } from './content-encoding.ts';

// The build writes .br and .gz copies of its assets (scripts/precompress.mjs); the server must send the
// one the browser accepts, with the right headers, and the plain file to anyone else. That includes
// index.html, which is sent for every client route.
describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among what the client takes and the build has', () => {
    expect(pickEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(pickEncoding('gzip;q=1.0, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
  });
});

describe('built assets are sent compressed when the browser accepts it', () => {
  let t: TestApp;
  let web: string;
  let data: string;
  const script = `export const greeting = ${JSON.stringify('Easel '.repeat(400))};\n`;
  const page = `<!doctype html><title>Easel</title><style>${'.a{color:red}'.repeat(200)}</style><div id="root"></div>`;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-compress-web-'));
    data = mkdtempSync(join(tmpdir(), 'easel-compress-data-'));
    writeFileSync(join(web, 'index.html'), page);
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), script);
    precompressDir(web);
    t = await createTestApp({ WEB_DIST_DIR: web, DATA_DIR: data });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  const getAt = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const get = (encoding?: string) => getAt('/assets/app-abc123.js', encoding);

  it('sends brotli to a browser that accepts it, and the bytes decode to the file', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when that is all the client takes', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends brotli for a client route, uncached, varying by Accept-Encoding', async () => {
    const res = await getAt('/campaigns', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends gzip, or the plain page, to clients that take only that', async () => {
    const gzip = await getAt('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await getAt('/artists/maya');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
