import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKey } from '#server/platform/storage/keys.ts';
import { storageFor, uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('GET /api/v1/files/*', () => {
  let t: TestApp;
  let dataDir: string;
  let pngKey: string;
  let png: Buffer;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'easel-files-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer();
    pngKey = generateKey('media', 'png');
    await storageFor(t.config).put(pngKey, png, 'image/png');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const expectNotFoundJson = (res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) => {
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  };

  it('serves a stored image with its type, nosniff and long immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${pngKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(png.length);
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 JSON for a key that was never stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${generateKey('media', 'png')}` });
    expectNotFoundJson(res);
    expect(res.json().message).toBe('File not found');
  });

  it.each([
    '/api/v1/files/../../package.json',
    '/api/v1/files/..%2F..%2Fpackage.json',
    '/api/v1/files/media%2F..%2F..%2Fpg%2FPG_VERSION',
    '/api/v1/files/media/..%2F..%2Fuploads.png',
    '/api/v1/files/%2Fetc%2Fpasswd',
  ])('refuses the traversal %s with 404 JSON', async (url) => {
    expectNotFoundJson(await t.app.inject({ method: 'GET', url }));
  });

  it('never serves HTML or SVG, even when such a file sits in the uploads folder', async () => {
    const folder = join(uploadsDirFor(t.config), 'media');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'evil.html'), '<script>alert(1)</script>');
    await writeFile(
      join(folder, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectNotFoundJson(await t.app.inject({ method: 'GET', url: '/api/v1/files/media/evil.html' }));
    expectNotFoundJson(await t.app.inject({ method: 'GET', url: '/api/v1/files/media/evil.svg' }));
  });
});
