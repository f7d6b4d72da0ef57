import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAvatarUrl } from '#server/domains/auth/service.ts';
import { users } from '#server/domains/auth/tables.ts';
import { HTML_PAGE, makeBombPng, makeImage, makeJpegWithGps } from '#server/platform/images/test-images.ts';
import { generateKey, publicFileUrl } from '#server/platform/storage/keys.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { storageFor, uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { AVATAR_SIZES } from '#shared/avatar-renditions.ts';
import { uploadMessages } from '#shared/uploads.ts';

let t: TestApp;
let dataDir: string;
let user: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'easel-avatar-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  user = await createTestUser(t.database, { role: 'user' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every stored file, as keys relative to the uploads folder. */
async function storedFiles(): Promise<string[]> {
  const root = uploadsDirFor(t.config);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

async function postAvatar(
  body: Buffer,
  options: { as?: TestUser | null; filename?: string; contentType?: string; field?: string } = {},
) {
  const multipart = createMultipartBody([
    {
      name: options.field ?? 'avatar',
      filename: options.filename ?? 'avatar.png',
      contentType: options.contentType ?? 'image/png',
      body,
    },
  ]);
  const as = options.as === undefined ? user : options.as;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/avatar',
    headers: { 'content-type': multipart.contentType, ...(as ? bearer(as) : {}) },
    payload: multipart.body,
  });
}

async function readStored(key: string): Promise<Buffer> {
  const file = await storageFor(t.config).get(key);
  expect(file, `stored file ${key}`).not.toBeNull();
  return buffer(file!.stream);
}

const keyOfUrl = (url: string) => url.replace(publicFileUrl(''), '');
const avatarOf = async (id: string) =>
  (await t.database.db.select({ url: users.avatarUrl }).from(users).where(eq(users.id, id)))[0]!.url;

/** A rejected upload changes neither the database nor the uploads folder. */
async function expectRejected(
  send: () => ReturnType<typeof postAvatar>,
  status: number,
  message: string,
): Promise<void> {
  const files = await storedFiles();
  const before = await t.snapshot();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(await t.snapshot()).toEqual(before);
  expect(await storedFiles()).toEqual(files);
}

describe('POST /api/v1/profiles/avatar', () => {
  it('stores square WebP renditions without metadata and sets the avatar to the largest', async () => {
    const res = await postAvatar(await makeJpegWithGps(300, 260), {
      filename: 'me.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json().data;
    expect(res.json().success).toBe(true);
    expect(avatarUrl).toMatch(/^\/api\/v1\/files\/avatars\/[0-9a-f-]{36}\/512\.webp$/);
    expect(await avatarOf(user.id)).toBe(avatarUrl);

    for (const size of AVATAR_SIZES) {
      const bytes = await readStored(keyOfUrl(avatarUrl).replace('512.webp', `${size}.webp`));
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('applies the EXIF orientation before cropping', async () => {
    // Stored 300×260 with orientation 6: displayed 260 wide and 300 tall, teal on top.
    const res = await postAvatar(await makeJpegWithGps(300, 260), { contentType: 'image/jpeg' });
    const bytes = await readStored(keyOfUrl(res.json().data.avatarUrl));
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = data.subarray(0, 3);
    // Top-left pixel is teal (#0d9488), not amber (#f59e0b).
    expect(g! > r! && b! > r!).toBe(true);
  });

  it('replaces the previous avatar and deletes its files', async () => {
    const first = (await postAvatar(await makeImage(200, 200))).json().data.avatarUrl as string;
    const filesAfterFirst = await storedFiles();
    const second = await postAvatar(await makeImage(220, 200, 'webp'), { contentType: 'image/webp' });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.avatarUrl as string;
    expect(secondUrl).not.toBe(first);
    for (const size of AVATAR_SIZES) {
      const key = keyOfUrl(first).replace('512.webp', `${size}.webp`);
      expect(await storageFor(t.config).get(key)).toBeNull();
    }
    expect((await storedFiles()).length).toBe(filesAfterFirst.length);
    // The emptied folder of the old avatar is gone too.
    const oldFolder = join(uploadsDirFor(t.config), keyOfUrl(first).replace('/512.webp', ''));
    await expect(readdir(oldFolder)).rejects.toThrow(/ENOENT/);
  });

  it('deletes a seeded single-file avatar when it is replaced', async () => {
    const other = await createTestUser(t.database);
    const seededKey = generateKey('avatars', 'png');
    await storageFor(t.config).put(seededKey, await makeImage(120, 120), 'image/png');
    await t.database.db.transaction((tx) => setAvatarUrl(tx, other.id, publicFileUrl(seededKey)));
    const res = await postAvatar(await makeImage(150, 150), { as: other });
    expect(res.statusCode).toBe(200);
    expect(await storageFor(t.config).get(seededKey)).toBeNull();
  });

  it('accepts a GIF as its first frame', async () => {
    const res = await postAvatar(await makeImage(128, 128, 'gif'), { contentType: 'image/gif' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const big = Buffer.concat([await makeImage(400, 400), Buffer.alloc(6 * 1024 * 1024, 1)]);
    await expectRejected(() => postAvatar(big), 413, uploadMessages.avatarSize);
  });

  it('judges the type by content: HTML named .png is refused', async () => {
    await expectRejected(
      () => postAvatar(HTML_PAGE, { filename: 'cat.png', contentType: 'image/png' }),
      400,
      'Please select a valid image file',
    );
  });

  it('refuses a 20000×20000 PNG of under 1 MB before decoding it', async () => {
    const bomb = makeBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([20_000, 20_000]);
    await expectRejected(() => postAvatar(bomb), 400, 'Image is too large to process');
  });

  it('answers the spec messages for small, non-square and unreadable images', async () => {
    await expectRejected(
      async () => postAvatar(await makeImage(99, 99)),
      400,
      'Image must be at least 100x100 pixels',
    );
    await expectRejected(
      async () => postAvatar(await makeImage(400, 200)),
      400,
      'Image should be roughly square for best results',
    );
    const truncated = (await makeImage(300, 300, 'jpeg')).subarray(0, 400);
    await expectRejected(
      () => postAvatar(truncated, { contentType: 'image/jpeg' }),
      400,
      'Invalid image file',
    );
  });

  it('asks a signed-out visitor to sign in and stores nothing', async () => {
    await expectRejected(
      async () => postAvatar(await makeImage(200, 200), { as: null }),
      401,
      'Please sign in to continue',
    );
  });

  it('refuses two files with 413 instead of keeping the first without a word', async () => {
    const [first, second] = [await makeImage(200, 200), await makeImage(300, 300)];
    await expectRejected(
      async () => {
        const multipart = createMultipartBody([
          { name: 'avatar', filename: 'a.png', contentType: 'image/png', body: first },
          { name: 'avatar', filename: 'b.png', contentType: 'image/png', body: second },
        ]);
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/profiles/avatar',
          headers: { 'content-type': multipart.contentType, ...bearer(user) },
          payload: multipart.body,
        });
      },
      413,
      'Send one file at a time',
    );
  });

  it('refuses a request without the avatar field or without multipart', async () => {
    await expectRejected(
      async () => postAvatar(await makeImage(200, 200), { field: 'picture' }),
      400,
      uploadMessages.avatarType,
    );
    const before = await t.snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/avatar',
      headers: bearer(user),
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(res.statusCode).toBe(415);
    expect(await t.snapshot()).toEqual(before);
  });
});
