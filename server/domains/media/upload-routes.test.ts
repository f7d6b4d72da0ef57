import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtistProfile } from '#server/domains/artists/service.ts';
import {
  generateMp4,
  HTML_PAGE,
  makeBombPng,
  makeImage,
  makeJpegWithGps,
  makeMp4,
} from '#server/platform/images/test-images.ts';
import { uploadTempDirFor } from '#server/platform/storage/multipart.ts';
import { createMultipartBody, type FormPart } from '#server/platform/storage/multipart-body.ts';
import { storageFor, uploadsDirFor } from '#server/platform/storage/storage.ts';
import {
  aviWithMetadata,
  FRAMES,
  mp4WithLocation,
  secretsIn,
  webmWithLocation,
} from '#server/platform/video/test-videos.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { mediaItemSchema } from '#shared/schemas/media.ts';
import { MEDIA_MAX_BYTES, uploadMessages } from '#shared/uploads.ts';
import { media } from './tables.ts';

let t: TestApp;
let dataDir: string;
let artist: TestUser;
let supporter: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'easel-media-upload-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  artist = await createTestUser(t.database, { role: 'artist' });
  supporter = await createTestUser(t.database, { role: 'user' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}
const storedFiles = () => filesUnder(uploadsDirFor(t.config));
const tempFiles = () => filesUnder(uploadTempDirFor(t.config));

type FileBody = Buffer | AsyncIterable<Buffer>;
function upload(
  file: { body: FileBody; filename: string; contentType: string } | null,
  fields: Record<string, string> = { title: 'Harbour at dusk' },
  as: TestUser | null = artist,
) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', ...file });
  const multipart = createMultipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/media/upload',
    headers: { 'content-type': multipart.contentType, ...(as ? bearer(as) : {}) },
    payload: multipart.body,
  });
}

async function readStored(key: string): Promise<Buffer> {
  const file = await storageFor(t.config).get(key);
  expect(file, `stored file ${key}`).not.toBeNull();
  return buffer(file!.stream);
}

const rowOf = async (id: string) => (await t.database.db.select().from(media).where(eq(media.id, id)))[0]!;

async function expectRejected(send: () => ReturnType<typeof upload>, status: number, message: string) {
  const files = await storedFiles();
  const before = await t.snapshot();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(await t.snapshot()).toEqual(before);
  expect(await storedFiles()).toEqual(files);
  expect(await tempFiles()).toEqual([]);
}

describe('POST /api/v1/media/upload', () => {
  it('stores an image as a clean original, display, 800 px and thumbnail WebPs, and answers the item', async () => {
    const jpeg = await makeJpegWithGps(2400, 1800);
    const res = await upload(
      { body: jpeg, filename: 'harbour.jpg', contentType: 'image/jpeg' },
      { title: '  Harbour at dusk ', caption: 'Oil on linen', tags: 'Oil, harbour, , oil' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = mediaItemSchema.parse(res.json().data);
    expect(item).toMatchObject({
      title: 'Harbour at dusk',
      caption: 'Oil on linen',
      tags: ['oil', 'harbour'],
      type: 'image',
      // EXIF orientation 6: stored 2400×1800, displayed 1800 wide and 2400 tall.
      width: 1800,
      height: 2400,
      likes: 0,
      views: 0,
      artist: { id: artist.id },
      viewer: { isOwner: true },
    });

    const row = await rowOf(item.id);
    expect(row).toMatchObject({ artistId: artist.id, mimeType: 'image/jpeg', published: true });
    expect(row.storageKey).toMatch(/^media\/[0-9a-f-]{36}\.jpg$/);
    const original = await readStored(row.storageKey);
    expect(row.sizeBytes).toBe(original.length);
    const display = await readStored(row.displayKey!);
    const medium = await readStored(row.mediumKey!);
    const thumbnail = await readStored(row.thumbnailKey!);

    const originalMeta = await sharp(original).metadata();
    expect(originalMeta).toMatchObject({ format: 'jpeg', width: 1800, height: 2400 });
    expect(await sharp(display).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(await sharp(medium).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1067 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 360, height: 480 });
    for (const bytes of [original, display, medium, thumbnail]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('EaselTestCam')).toBe(false);
    }
    expect(item.url).toBe(`/api/v1/files/${row.displayKey}`);
    expect(item.originalUrl).toBe(`/api/v1/files/${row.storageKey}`);
    expect(item.renditions).toEqual([
      { url: `/api/v1/files/${row.thumbnailKey}`, width: 360 },
      { url: `/api/v1/files/${row.mediumKey}`, width: 800 },
      { url: `/api/v1/files/${row.displayKey}`, width: 1200 },
    ]);
    expect(await tempFiles()).toEqual([]);
  });

  it('keeps PNG, GIF and WebP originals in their own format', async () => {
    for (const format of ['png', 'gif', 'webp'] as const) {
      const res = await upload({
        body: await makeImage(300, 200, format),
        filename: `a.${format}`,
        contentType: 'application/octet-stream',
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = await rowOf(res.json().data.id);
      expect(row.mimeType).toBe(`image/${format}`);
      expect((await sharp(await readStored(row.storageKey)).metadata()).format).toBe(format);
    }
  });

  it('stores a video byte for byte with a generated poster', async () => {
    const mp4 = makeMp4(300 * 1024);
    const res = await upload(
      { body: mp4, filename: 'clip.mp4', contentType: 'video/mp4' },
      { title: 'Studio tour' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = mediaItemSchema.parse(res.json().data);
    expect(item).toMatchObject({ type: 'video', width: null, height: null });
    const row = await rowOf(item.id);
    expect(row).toMatchObject({
      mimeType: 'video/mp4',
      sizeBytes: mp4.length,
      displayKey: null,
      mediumKey: null,
    });
    expect(item.renditions).toEqual([]);
    expect(row.storageKey).toMatch(/\.mp4$/);
    expect((await readStored(row.storageKey)).equals(mp4)).toBe(true);
    const poster = await sharp(await readStored(row.thumbnailKey!)).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 960, height: 540 });
    const served = await t.app.inject({ method: 'GET', url: item.originalUrl! });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    { name: 'MP4', body: () => mp4WithLocation(), filename: 'walk.mp4', mime: 'video/mp4' },
    { name: 'QuickTime', body: () => mp4WithLocation('qt  '), filename: 'walk.mov', mime: 'video/quicktime' },
    { name: 'WebM', body: () => webmWithLocation(), filename: 'walk.webm', mime: 'video/webm' },
    { name: 'AVI', body: () => aviWithMetadata(), filename: 'walk.avi', mime: 'video/x-msvideo' },
  ])('stores a $name without its location and other metadata, frames in place', async (sample) => {
    const original = sample.body();
    expect(secretsIn(original)).not.toEqual([]);
    const res = await upload({ body: original, filename: sample.filename, contentType: sample.mime });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().data.id);
    expect(row.mimeType).toBe(sample.mime);
    const stored = await readStored(row.storageKey);
    expect(secretsIn(stored)).toEqual([]);
    expect(stored.length).toBe(original.length);
    expect(stored.indexOf(FRAMES)).toBe(original.indexOf(FRAMES));
    // The download is the stored file, so it carries no location either.
    const served = await t.app.inject({ method: 'GET', url: res.json().data.originalUrl });
    expect(secretsIn(served.rawPayload)).toEqual([]);
  });

  it('refuses a video whose structure contradicts itself, storing nothing', async () => {
    const broken = mp4WithLocation();
    const moov = broken.indexOf(Buffer.from('moov', 'latin1')) - 4;
    broken.writeUInt32BE(broken.readUInt32BE(moov) + 1000, moov + 8);
    await expectRejected(
      () => upload({ body: broken, filename: 'broken.mp4', contentType: 'video/mp4' }),
      400,
      'Invalid video file',
    );
  });

  it('refuses 51 MB with 413, stores nothing and leaves no temporary file', async () => {
    const size = 51 * 1024 * 1024;
    expect(size).toBeGreaterThan(MEDIA_MAX_BYTES);
    await expectRejected(
      () => upload({ body: generateMp4(size), filename: 'long.mp4', contentType: 'video/mp4' }),
      413,
      'File size must be less than 50MB.',
    );
  });

  it('requires a title', async () => {
    const file = { body: await makeImage(200, 200), filename: 'a.png', contentType: 'image/png' };
    await expectRejected(() => upload(file, {}), 400, 'Title is required');
    await expectRejected(() => upload(file, { title: '   ' }), 400, 'Title is required');
  });

  it('judges the type by content: HTML named .jpg and a missing file are refused', async () => {
    await expectRejected(
      () => upload({ body: HTML_PAGE, filename: 'photo.jpg', contentType: 'image/jpeg' }),
      400,
      uploadMessages.mediaType,
    );
    await expectRejected(() => upload(null), 400, uploadMessages.mediaType);
  });

  it('refuses a decompression bomb and an unreadable image', async () => {
    await expectRejected(
      () => upload({ body: makeBombPng(), filename: 'big.png', contentType: 'image/png' }),
      400,
      'Image is too large to process',
    );
    const truncated = (await makeImage(300, 300, 'jpeg')).subarray(0, 400);
    await expectRejected(
      () => upload({ body: truncated, filename: 'cut.jpg', contentType: 'image/jpeg' }),
      400,
      'Invalid image file',
    );
  });

  it('is for signed-in artists only', async () => {
    const file = async () => ({
      body: await makeImage(200, 200),
      filename: 'a.png',
      contentType: 'image/png',
    });
    await expectRejected(
      async () => upload(await file(), undefined, null),
      401,
      'Please sign in to continue',
    );
    await expectRejected(
      async () => upload(await file(), undefined, supporter),
      403,
      'Only artists can upload media',
    );
    // An account with an artist profile counts as an artist whatever its role says.
    const withProfile = await createTestUser(t.database, { role: 'user' });
    await createArtistProfile(t.database.db, withProfile.id);
    expect((await upload(await file(), undefined, withProfile)).statusCode).toBe(201);
  });

  it('accepts only multipart bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/upload',
      headers: bearer(artist),
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });
});
