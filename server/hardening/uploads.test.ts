import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import type { Config } from '#server/platform/config.ts';
import type { AppInstance } from '#server/platform/context.ts';
import type { Database } from '#server/platform/db/client.ts';
import {
  HTML_PAGE,
  makeBombPng,
  makeImage,
  makeJpegWithGps,
  mp4Header,
} from '#server/platform/images/test-images.ts';
import { UPLOAD_FIELDS_LIMIT, uploadTempDirFor } from '#server/platform/storage/multipart.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { uploadsDirFor } from '#server/platform/storage/storage.ts';
import { snapshotDatabase } from '#server/test/test-database.ts';
import { bearer, type TestUser } from '#server/test/users.ts';
import { changedRows, dumpRows } from './row-diff.ts';
import { obeyedTaint, taintedFields } from './tainted-fields.ts';
import {
  declaredJpegBomb,
  declaredPngBomb,
  imageWithMetadata,
  jpegHeaderThenScript,
  METADATA_MARKERS,
  oversizedPng,
  PLAIN_SCRIPT,
  pngSignatureThenScript,
  pngWithHtmlTail,
  SVG_WITH_SCRIPT,
  tallThinPng,
} from './upload-samples.ts';
import {
  filesUnder,
  listUploadRoutes,
  openUploadWorld,
  type UploadRoute,
  type UploadWorld,
} from './upload-world.ts';

/**
 * Upload hardening (issue 7, item 5), over every route that takes a file: whatever an attacker
 * sends — too much, the wrong thing under an image's name, a decompression bomb — is refused in
 * the wire format and leaves no row and no file behind; whatever is accepted is stored only as
 * images we encoded ourselves, with no EXIF, GPS or XMP left in any stored rendition.
 */

const MB = 1024 * 1024;
const TOO_LARGE = 'Image is too large to process';
const INVALID = 'Invalid image file';
const SIDE_TOO_LONG = 'Image is too wide or too tall: each side can be at most 16384 pixels';

let world: UploadWorld;
let app: AppInstance;
let database: Database;
let config: Config;
let dataDir: string;
let artist: TestUser;
/** Another artist, whose id the tainted upload forms name. */
let stranger: TestUser;
const uploadRoutes = listUploadRoutes(() => world.campaignId);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'easel-upload-hardening-'));
  // The app reports its own routes, so an upload route added later cannot escape this suite.
  world = await openUploadWorld({ DATA_DIR: dataDir });
  ({ app, database, config, artist } = world);
  stranger = await createTestArtist(database);
});
afterAll(async () => {
  await world.close();
  await rm(dataDir, { recursive: true, force: true });
});

type FileBody = Buffer | AsyncIterable<Buffer>;
type Sample = { body: () => FileBody | Promise<FileBody>; filename: string; contentType: string };

function upload(
  route: UploadRoute,
  file: { body: FileBody; filename: string; contentType: string },
  extraFields: Record<string, string> = {},
) {
  const form = createMultipartBody([
    ...Object.entries({ ...extraFields, ...route.fields }).map(([name, value]) => ({ name, value })),
    { name: route.field, ...file },
  ]);
  return app.inject({
    method: 'POST',
    url: route.url(),
    headers: { 'content-type': form.contentType, ...bearer(artist) },
    payload: form.body,
  });
}

const storedFiles = () => filesUnder(uploadsDirFor(config));

it('covers every route that accepts multipart/form-data', () => {
  expect(world.multipartRoutes.length).toBeGreaterThan(0);
  expect([...new Set(world.multipartRoutes)].sort()).toEqual(uploadRoutes.map((r) => r.route).sort());
});

describe.each(uploadRoutes)('$route refuses hostile files and stores nothing', (route) => {
  const refusals: { name: string; sample: Sample; status: number; message: (r: UploadRoute) => string }[] = [
    {
      name: 'a file over the size limit (413)',
      sample: {
        body: () => oversizedPng(route.maxBytes + MB),
        filename: 'big.png',
        contentType: 'image/png',
      },
      status: 413,
      message: (r) => r.tooBig,
    },
    {
      name: 'an HTML page named .png with an image/png type',
      sample: { body: () => HTML_PAGE, filename: 'photo.png', contentType: 'image/png' },
      status: 400,
      message: (r) => r.wrongType,
    },
    {
      name: 'an SVG carrying a script',
      sample: { body: () => SVG_WITH_SCRIPT, filename: 'logo.svg', contentType: 'image/svg+xml' },
      status: 400,
      message: (r) => r.wrongType,
    },
    {
      name: 'an SVG named .png',
      sample: { body: () => SVG_WITH_SCRIPT, filename: 'logo.png', contentType: 'image/png' },
      status: 400,
      message: (r) => r.wrongType,
    },
    {
      name: 'JavaScript named .gif',
      sample: { body: () => PLAIN_SCRIPT, filename: 'anim.gif', contentType: 'image/gif' },
      status: 400,
      message: (r) => r.wrongType,
    },
    {
      name: 'a JPEG header followed by a script',
      sample: { body: jpegHeaderThenScript, filename: 'photo.jpg', contentType: 'image/jpeg' },
      status: 400,
      message: () => INVALID,
    },
    {
      name: 'the PNG signature followed by JavaScript',
      sample: { body: pngSignatureThenScript, filename: 'photo.png', contentType: 'image/png' },
      status: 400,
      // A signature without a PNG header is not taken for a PNG at all.
      message: (r) => r.wrongType,
    },
    {
      name: 'a tiny PNG declaring 50000×50000 pixels',
      sample: { body: () => declaredPngBomb(), filename: 'bomb.png', contentType: 'image/png' },
      status: 400,
      message: () => TOO_LARGE,
    },
    {
      name: 'a tiny JPEG declaring 50000×50000 pixels',
      sample: { body: () => declaredJpegBomb(), filename: 'bomb.jpg', contentType: 'image/jpeg' },
      status: 400,
      message: () => TOO_LARGE,
    },
    {
      // Under the pixel cap, yet hours of scanlines for libvips: refused from the header.
      name: 'a 75 KB PNG of 1 × 39,000,000 pixels',
      sample: { body: () => tallThinPng(), filename: 'line.png', contentType: 'image/png' },
      status: 400,
      message: () => SIDE_TOO_LONG,
    },
    {
      name: 'a 20000×20000 PNG that really decodes (a decompression bomb)',
      sample: { body: () => makeBombPng(), filename: 'bomb.png', contentType: 'image/png' },
      status: 400,
      message: () => TOO_LARGE,
    },
  ];

  it.each(refusals)('$name', async ({ sample, status, message }) => {
    const body = await sample.body();
    const files = await storedFiles();
    const before = await snapshotDatabase(database);
    const res = await upload(route, { body, filename: sample.filename, contentType: sample.contentType });
    expect(res.statusCode, res.body).toBe(status);
    const expected = message(route);
    expect(res.json()).toEqual(
      expect.objectContaining({
        success: false,
        message: expected,
        error: expected,
        code: expect.any(String),
      }),
    );
    expect(res.body).not.toMatch(/<script|at .+\.ts:\d+/);
    expect(await snapshotDatabase(database)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    expect(await filesUnder(uploadTempDirFor(config))).toEqual([]);
  });
});

describe.each(uploadRoutes)('$route stores only clean images of its own making', (route) => {
  type Carried = 'exif' | 'xmp' | 'html';
  const accepted: {
    name: string;
    body: () => Promise<Buffer>;
    filename: string;
    contentType: string;
    /** What the sample smuggles in, checked on the input so the test could fail. */
    carries: Carried[];
  }[] = [
    {
      name: 'a phone JPEG with GPS, camera and orientation tags',
      body: () => makeJpegWithGps(1200, 1100),
      filename: 'IMG_0001.jpg',
      contentType: 'image/jpeg',
      carries: ['exif'],
    },
    {
      name: 'a JPEG with EXIF and XMP',
      body: () => imageWithMetadata('jpeg'),
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      carries: ['exif', 'xmp'],
    },
    {
      name: 'a WebP with EXIF and XMP',
      body: () => imageWithMetadata('webp'),
      filename: 'a.webp',
      contentType: 'image/webp',
      carries: ['exif', 'xmp'],
    },
    {
      name: 'a PNG with EXIF and XMP',
      body: () => imageWithMetadata('png'),
      filename: 'a.png',
      contentType: 'image/png',
      carries: ['exif', 'xmp'],
    },
    {
      name: 'a PNG with an HTML page after its end (a polyglot)',
      body: pngWithHtmlTail,
      filename: 'a.png',
      contentType: 'image/png',
      carries: ['html'],
    },
  ];

  it.each(accepted)('$name', async ({ body, filename, contentType, carries }) => {
    const input = await body();
    const inputMeta = await sharp(input).metadata();
    const found: Record<Carried, boolean> = {
      exif: Boolean(inputMeta.exif),
      xmp: Boolean(inputMeta.xmp),
      html: input.includes('<script'),
    };
    for (const carried of carries) expect(found[carried], `the sample carries ${carried}`).toBe(true);
    const before = await storedFiles();
    const res = await upload(route, { body: input, filename, contentType });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    // Every rendition the route wrote, found on disk rather than taken from the answer.
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) {
      const bytes = await readFile(join(uploadsDirFor(config), file));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      for (const marker of [...METADATA_MARKERS, '<script', '<html']) {
        expect(bytes.includes(marker), `${file} contains ${JSON.stringify(marker)}`).toBe(false);
      }
    }
    expect(await filesUnder(uploadTempDirFor(config))).toEqual([]);
  });
});

/** A small clean picture every upload route accepts. */
const plainPng = async () => ({
  body: await makeImage(256, 256),
  filename: 'a.png',
  contentType: 'image/png',
});

describe.each(uploadRoutes)('$route ignores form fields a client must never set', (route) => {
  // Mass assignment (item 2) for upload forms: the tainted fields ride along as text fields.
  it('stores the upload as the caller’s own and obeys none of them', async () => {
    const tainted = Object.fromEntries(
      Object.entries(taintedFields(stranger.id)).map(([name, value]) => [name, String(value)]),
    );
    const before = await dumpRows(database);
    const res = await upload(route, await plainPng(), tainted);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = changedRows(before, await dumpRows(database));
    expect(rows.length, 'the upload wrote its row').toBeGreaterThan(0);
    expect(obeyedTaint(rows, stranger.id)).toEqual([]);
  });

  it(`refuses a form with more than ${UPLOAD_FIELDS_LIMIT} text fields, storing nothing`, async () => {
    const crowd = Object.fromEntries(
      Array.from({ length: UPLOAD_FIELDS_LIMIT + 1 }, (_, i) => [`note${i}`, 'x']),
    );
    const files = await storedFiles();
    const before = await snapshotDatabase(database);
    const res = await upload(route, await plainPng(), crowd);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The upload has too many fields' });
    expect(await snapshotDatabase(database)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });
});

describe.each(uploadRoutes)('$route and a NUL character in the form', (route) => {
  // PostgreSQL text cannot hold U+0000: a NUL in a field the route stores would fail its insert (500).
  it('ignores one in a field the route does not read, as a JSON body’s unknown keys', async () => {
    const res = await upload(route, await plainPng(), { note: 'a\u0000b' });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  const read = route.route === 'POST /api/v1/media/upload' ? ['title', 'caption', 'tags'] : [];
  it.each(read)('refuses one in %s with a message, storing nothing', async (name) => {
    const files = await storedFiles();
    const before = await snapshotDatabase(database);
    const withNul = { ...route, fields: { ...route.fields, [name]: 'Harbour\u0000at dusk' } };
    const res = await upload(withNul, await plainPng());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Text must not contain NUL characters' });
    expect(await snapshotDatabase(database)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('POST /api/v1/media/upload with a video that is also a web page', () => {
  // Videos are kept byte for byte (no ffmpeg on the server), so the defence is how they are served.
  it('serves it only as video, unsniffable and sandboxed, never as HTML', async () => {
    const polyglot = Buffer.concat([
      mp4Header(64 * 1024),
      Buffer.from(`<html><body>${'<script>alert(1)</script>'.repeat(100)}`),
    ]);
    const route = uploadRoutes[0]!;
    const res = await upload(route, { body: polyglot, filename: 'page.html', contentType: 'text/html' });
    expect(res.statusCode, res.body).toBe(201);
    const { originalUrl } = res.json().data as { originalUrl: string };
    const served = await app.inject({ method: 'GET', url: originalUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });
});
