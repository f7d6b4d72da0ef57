import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JSON_COMPRESSION_MIN_BYTES } from './content-encoding.ts';

// JSON answers of a kilobyte or more are compressed for clients that accept it; the body a client
// reads after decoding is exactly the plain one.
describe('JSON answers are compressed when the client accepts it', () => {
  let t: TestApp;
  let plain: string;
  // The OpenAPI document: a large JSON answer that needs no data.
  const large = '/api/docs/json';

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: large });
    plain = res.body;
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain)).toBeGreaterThan(JSON_COMPRESSION_MIN_BYTES);
    // Caches must keep the plain and the compressed answer apart.
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends brotli when accepted, and the decoded body is the same JSON', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: large,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
  });

  it('sends gzip to a client that takes only gzip, or refuses brotli with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await t.app.inject({ method: 'GET', url: large, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain);
    }
  });

  it('leaves small answers and errors as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ success: true });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/campaigns/not-a-campaign', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ success: false, message: 'Campaign not found' });
  });
});
