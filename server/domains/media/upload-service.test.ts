import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, makeMp4 } from '#server/platform/images/test-images.ts';
import type { ReceivedUpload } from '#server/platform/storage/multipart.ts';
import { createLocalStorage, type Storage } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { media } from './tables.ts';
import { createMediaFromUpload } from './upload-service.ts';

let t: TestApp;
let root: string;
let artist: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  artist = await createTestUser(t.database, { role: 'artist' });
});
afterAll(() => t.close());
afterEach(async () => rm(root, { recursive: true, force: true }));

async function receivedFile(bytes: Buffer): Promise<ReceivedUpload> {
  root = await mkdtemp(join(tmpdir(), 'easel-upload-service-'));
  const path = join(root, 'upload.part');
  await writeFile(path, bytes);
  return { file: { path, size: bytes.length }, fields: { title: 'Work' }, cleanup: async () => {} };
}

/** Local storage whose n-th write fails, as a full disk or a dropped connection would. */
function failingOn(storage: Storage, failingWrite: number): Storage {
  let writes = 0;
  return {
    ...storage,
    async put(key, body, contentType) {
      writes += 1;
      if (writes === failingWrite) throw new Error('disk full');
      return storage.put(key, body, contentType);
    },
  };
}

const uploadsIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile());

describe('createMediaFromUpload failures', () => {
  it.each([2, 3, 4])('removes the variants already stored when write %i fails', async (failingWrite) => {
    const upload = await receivedFile(await makeImage(600, 400));
    const uploadsDir = join(root, 'uploads');
    const storage = failingOn(createLocalStorage(uploadsDir), failingWrite);
    const before = await t.snapshot();
    await expect(createMediaFromUpload(t.database.db, storage, artist.id, upload, root)).rejects.toThrow(
      'disk full',
    );
    expect(await uploadsIn(uploadsDir)).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
  });

  it('removes every stored file when the row cannot be written', async () => {
    const upload = await receivedFile(makeMp4());
    const uploadsDir = join(root, 'uploads');
    const before = await t.snapshot();
    // No such user: the foreign key refuses the row after both files were stored.
    await expect(
      createMediaFromUpload(t.database.db, createLocalStorage(uploadsDir), randomUUID(), upload, root),
    ).rejects.toThrow();
    expect(await uploadsIn(uploadsDir)).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
    expect(await t.database.db.select().from(media)).toEqual([]);
  });
});
