import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3Config } from '#server/platform/config.ts';
import { makeImage, makeJpegWithGps, makeMp4 } from '#server/platform/images/test-images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser } from '#server/test/users.ts';
import { generateKey } from './keys.ts';
import { createMultipartBody } from './multipart-body.ts';
import { createS3Storage } from './s3-storage.ts';
import { storageFor, uploadsDirFor } from './storage.ts';
import { StorageUnavailableError } from './storage-unavailable.ts';

// s3rver ships no types; this is the little of it the test uses.
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: Record<string, unknown>,
) => S3rverServer;

const BUCKET = 'easel-test';

describe('S3 configuration', () => {
  it('is off unless S3_BUCKET is set, and reads every S3_* variable', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'art',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'art',
      region: 'eu-central-1',
      endpoint: 'https://s3.example.com',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'art' }).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false });
  });

  it('names a bad value, and wants both keys or neither', () => {
    expect(() => loadConfig({ S3_BUCKET: 'art', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT must start with/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'art', S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError);
  });
});

describe('S3 storage against s3rver', () => {
  let s3rver: S3rverServer;
  let s3Dir: string;
  let dataDir: string;
  let s3: S3Config;
  let t: TestApp;

  beforeAll(async () => {
    s3Dir = await mkdtemp(join(tmpdir(), 'easel-s3rver-'));
    dataDir = await mkdtemp(join(tmpdir(), 'easel-s3-app-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3rver.run();
    const env = {
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    s3 = loadConfig(env).s3!;
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t?.close();
    await s3rver?.close();
    await rm(s3Dir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('puts buffers and streams (multipart past 5 MB), gets, and deletes', async () => {
    const storage = createS3Storage(s3);
    const small = generateKey('media', 'png');
    await storage.put(small, await makeImage(8, 8), 'image/png');
    const large = generateKey('media', 'mp4');
    const video = makeMp4(12 * 1024 * 1024);
    await storage.put(
      large,
      Readable.from([video.subarray(0, 7_000_000), video.subarray(7_000_000)]),
      'video/mp4',
    );

    const got = await storage.get(large);
    expect(got).toMatchObject({ contentType: 'video/mp4', size: video.length });
    expect((await buffer(got!.stream)).equals(video)).toBe(true);

    await storage.delete(small);
    expect(await storage.get(small)).toBeNull();
    await expect(storage.delete(small)).resolves.toBeUndefined();
    expect(await storage.get('../escape.png')).toBeNull();
    await expect(storage.put('media/page.png', Buffer.from('<html>'), 'text/html')).rejects.toThrow(
      /does not match/,
    );
  });

  it('is what the app uses when S3_* is set: uploads land in the bucket and are served back', async () => {
    expect(storageFor(t.config)).not.toBe(storageFor({ dataDir, s3: undefined }));
    const artist = await createTestUser(t.database, { role: 'artist' });

    const avatarBody = createMultipartBody([
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', body: await makeImage(300, 300) },
    ]);
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/avatar',
      headers: { 'content-type': avatarBody.contentType, ...bearer(artist) },
      payload: avatarBody.body,
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const avatarFile = await t.app.inject({ method: 'GET', url: avatar.json().data.avatarUrl });
    expect(avatarFile.statusCode).toBe(200);
    expect(avatarFile.headers['content-type']).toBe('image/webp');
    expect(avatarFile.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(avatarFile.rawPayload).metadata()).width).toBe(512);

    const mediaBody = createMultipartBody([
      { name: 'title', value: 'Bucket harbour' },
      { name: 'file', filename: 'h.jpg', contentType: 'image/jpeg', body: await makeJpegWithGps(800, 600) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/upload',
      headers: { 'content-type': mediaBody.contentType, ...bearer(artist) },
      payload: mediaBody.body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const original = await t.app.inject({ method: 'GET', url: upload.json().data.originalUrl });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(Number(original.headers['content-length'])).toBe(original.rawPayload.length);
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();

    // Nothing went to the local folder, and an unknown key is a 404 from the bucket too.
    expect(await readdir(uploadsDirFor(t.config)).catch(() => [])).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${generateKey('media', 'png')}`,
    });
    expect(missing.statusCode).toBe(404);

    const key = (upload.json().data.originalUrl as string).replace('/api/v1/files/', '');
    await storageFor(t.config).delete(key);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${key}` })).statusCode).toBe(404);
  });
});

describe('S3 storage when the store fails on its side', () => {
  let store: Server;
  let dataDir: string;
  let env: Record<string, string>;
  let t: TestApp;
  /** What the store answers every request with (after the SDK's own retries, the last of them). */
  let failure = { status: 503, code: 'SlowDown', message: 'Please reduce your request rate.' };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'easel-s3-failing-'));
    store = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(failure.status, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code><Message>${failure.message}</Message></Error>`,
        );
      });
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    env = {
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${(store.address() as AddressInfo).port}`,
      S3_ACCESS_KEY_ID: 'KEY',
      S3_SECRET_ACCESS_KEY: 'SECRET',
      S3_FORCE_PATH_STYLE: 'true',
    };
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => store?.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    { status: 503, code: 'SlowDown', message: 'Please reduce your request rate.' },
    { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
  ])(
    'reports $code ($status) as the store being unavailable, for every operation',
    async (answer) => {
      failure = answer;
      const storage = createS3Storage(loadConfig(env).s3!);
      const key = generateKey('media', 'png');
      for (const call of [
        () => storage.put(key, Buffer.from('x'), 'image/png'),
        () => storage.get(key),
        () => storage.delete(key),
      ]) {
        const error = await call().then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(error).toBeInstanceOf(StorageUnavailableError);
      }
    },
    30_000,
  );

  it('leaves access denied (configuration) as it is', async () => {
    failure = { status: 403, code: 'AccessDenied', message: 'Access Denied' };
    const error = await createS3Storage(loadConfig(env).s3!)
      .delete(generateKey('media', 'png'))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(error).toBeDefined();
    expect(error).not.toBeInstanceOf(StorageUnavailableError);
  });

  it('answers an upload and a file 503 with Retry-After, and keeps the account as it was', async () => {
    failure = { status: 503, code: 'ServiceUnavailable', message: 'Please try again.' };
    const artist = await createTestUser(t.database, { role: 'artist' });
    const before = await t.snapshot();
    const avatarBody = createMultipartBody([
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', body: await makeImage(300, 300) },
    ]);
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/profiles/avatar',
        headers: { 'content-type': avatarBody.contentType, ...bearer(artist) },
        payload: avatarBody.body,
      }),
      await t.app.inject({ method: 'GET', url: `/api/v1/files/${generateKey('media', 'png')}` }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    }
    expect(await t.snapshot()).toEqual(before);
  }, 30_000);
});
