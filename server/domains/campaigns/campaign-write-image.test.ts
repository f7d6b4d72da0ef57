import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import { HTML_PAGE, makeBombPng, makeImage } from '#server/platform/images/test-images.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { storageFor, uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import {
  CAMPAIGN_NOT_EDITABLE_MESSAGE,
  CAMPAIGN_NOT_OWNER_MESSAGE,
} from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '#shared/schemas/campaigns.ts';
import { uploadMessages } from '#shared/uploads.ts';
import { campaigns } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /crowdfunding/:id/image', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: TestUser;
  let otherArtist: TestUser;
  let supporter: TestUser;
  let campaignId: string;
  let endedId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'easel-campaign-image-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    owner = await createTestArtist(t.database);
    otherArtist = await createTestArtist(t.database);
    supporter = await createTestUser(t.database);
    const rows = await t.database.db
      .insert(campaigns)
      .values(
        [10, -1].map((days) => ({
          artistId: owner.id,
          title: 'A Wood Kiln',
          description: 'An anagama kiln',
          imageUrl: 'https://images.example.com/kiln.jpg',
          targetCents: 100_000,
          deadline: new Date(Date.now() + days * DAY_MS),
        })),
      )
      .returning({ id: campaigns.id });
    campaignId = rows[0]!.id;
    endedId = rows[1]!.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function storedFiles(): Promise<string[]> {
    const root = uploadsDirFor(t.config);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .sort();
  }

  const upload = (id: string, body: Buffer, as: TestUser | null = owner, field = 'image', extra?: Buffer) => {
    const multipart = createMultipartBody([
      { name: field, filename: 'kiln.png', contentType: 'image/png', body },
      ...(extra ? [{ name: field, filename: 'glaze.png', contentType: 'image/png', body: extra }] : []),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/crowdfunding/${id}/image`,
      headers: { 'content-type': multipart.contentType, ...(as ? bearer(as) : {}) },
      payload: multipart.body,
    });
  };

  async function expectRejected(send: () => ReturnType<typeof upload>, status: number, message?: string) {
    const files = await storedFiles();
    const before = await t.snapshot();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, ...(message ? { message } : {}) });
    expect(await t.snapshot()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  }

  it('stores a 1200×675 WebP, points the campaign at it and removes the one it replaces', async () => {
    const first = await upload(campaignId, await makeImage(1600, 1200));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().data.imageUrl;
    expect(firstUrl).toMatch(/^\/api\/v1\/files\/campaigns\/[0-9a-f-]{36}\.webp$/);
    const key = firstUrl.replace(publicFileUrl(''), '');
    const file = await storageFor(t.config).get(key);
    const meta = await sharp(await buffer(file!.stream)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 675 });

    const second = await upload(campaignId, await makeImage(800, 800, 'jpeg'));
    expect(second.statusCode).toBe(200);
    const secondKey = second.json().data.imageUrl.replace(publicFileUrl(''), '');
    expect(await storedFiles()).toEqual([secondKey]);
  });

  it('refuses what is not an image, a broken or oversized one, a wrong field and two files, storing nothing', async () => {
    await expectRejected(() => upload(campaignId, HTML_PAGE), 400, uploadMessages.avatarType);
    await expectRejected(() => upload(campaignId, makeBombPng()), 400, uploadMessages.imageTooLarge);
    await expectRejected(
      () => upload(campaignId, Buffer.alloc(6 * 1024 * 1024, 1)),
      413,
      uploadMessages.avatarSize,
    );
    await expectRejected(
      async () => upload(campaignId, await makeImage(200, 200), owner, 'file'),
      400,
      uploadMessages.avatarType,
    );
    // Two pictures: refused, rather than the first kept without a word.
    await expectRejected(
      async () => upload(campaignId, await makeImage(200, 200), owner, 'image', await makeImage(300, 300)),
      413,
      'Send one file at a time',
    );
  });

  it('keeps everyone but the owner out and refuses an ended campaign', async () => {
    const picture = await makeImage(400, 300);
    await expectRejected(() => upload(campaignId, picture, null), 401);
    await expectRejected(() => upload(campaignId, picture, otherArtist), 403, CAMPAIGN_NOT_OWNER_MESSAGE);
    await expectRejected(() => upload(campaignId, picture, supporter), 403, CAMPAIGN_NOT_OWNER_MESSAGE);
    await expectRejected(
      () => upload('00000000-0000-4000-8000-000000000000', picture),
      404,
      CAMPAIGN_NOT_FOUND_MESSAGE,
    );
    await expectRejected(() => upload(endedId, picture), 409, CAMPAIGN_NOT_EDITABLE_MESSAGE);
  });

  it('removes the uploaded picture with the campaign', async () => {
    const [row] = await t.database.db
      .insert(campaigns)
      .values({
        artistId: owner.id,
        title: 'Short-lived',
        description: 'Deleted soon',
        targetCents: 5_000,
        deadline: new Date(Date.now() + DAY_MS),
      })
      .returning({ id: campaigns.id });
    const before = await storedFiles();
    const res = await upload(row!.id, await makeImage(400, 300));
    expect(res.statusCode).toBe(200);
    expect((await storedFiles()).length).toBe(before.length + 1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/crowdfunding/${row!.id}`,
      headers: bearer(owner),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles()).toEqual(before);
  });
});
