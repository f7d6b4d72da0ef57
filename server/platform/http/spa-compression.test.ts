import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The build writes .br and .gz copies of its assets (scripts/precompress.mjs); the server must send the
// one the browser accepts, with the right headers, and the plain file to anyone else.
describe('built assets are sent compressed when the browser accepts it', () => {
  let t: TestApp;
  let web: string;
  let data: string;
  const script = `export const greeting = ${JSON.stringify('Easel '.repeat(400))};\n`;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'easel-compress-web-'));
    data = mkdtempSync(join(tmpdir(), 'easel-compress-data-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Easel</title><div id="root"></div>');
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

  const get = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

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
});
