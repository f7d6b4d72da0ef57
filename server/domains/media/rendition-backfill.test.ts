import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '#server/platform/images/test-images.ts';
import { jobs } from '#server/platform/jobs/tables.ts';
import { generateKey } from '#server/platform/storage/keys.ts';
import { uploadTempDirFor } from '#server/platform/storage/multipart.ts';
import { storageFor, uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createTestUser } from '#server/test/users.ts';
import { insertMedia } from './media-test-kit.ts';
import {
  enqueueMissingRenditions,
  MEDIUM_RENDITION_JOB,
  makeMediumRendition,
  queueMissingRenditionsAtStart,
} from './rendition-backfill.ts';
import { media } from './tables.ts';

let t: TestApp;
let dataDir: string;
let artistId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'easel-renditions-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  artistId = (await createTestUser(t.database, { role: 'artist' })).id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storage = () => storageFor(t.config);
const deps = () => ({ db: t.database.db, storage: storage(), tempDir: uploadTempDirFor(t.config) });

/** An image row as an upload before the 800 px rendition made it: original stored, no medium key. */
async function insertOlderImage(original: Buffer, size = { width: 1600, height: 1200 }) {
  const storageKey = generateKey('media', 'png');
  await storage().put(storageKey, original, 'image/png');
  return insertMedia(t.database, artistId, { storageKey, ...size });
}

const mediumKeyOf = async (id: string) =>
  (await t.database.db.select({ key: media.mediumKey }).from(media).where(eq(media.id, id)))[0]?.key;
const storedFiles = async () => (await readdir(join(uploadsDirFor(t.config), 'media'))).sort();
const renditionJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, MEDIUM_RENDITION_JOB));

describe('the 800 px rendition backfill', () => {
  it('gives every image without it the rendition exactly once; a broken file fails alone', async () => {
    const landscape = await insertOlderImage(await makeImage(1600, 1200));
    const portrait = await insertOlderImage(await makeImage(900, 1500), { width: 900, height: 1500 });
    const broken = await insertOlderImage(Buffer.from('not an image at all'));
    const done = await insertMedia(t.database, artistId, { mediumKey: 'media/already.webp' });
    const video = await insertMedia(t.database, artistId, { type: 'video', storageKey: 'media/clip.mp4' });

    expect(await enqueueMissingRenditions(t.database.db)).toBe(3);
    // A second start (or a second instance) queues nothing twice.
    expect(await enqueueMissingRenditions(t.database.db)).toBe(0);
    const queuedFor = (await renditionJobs()).map((job) => job.payload.mediaId).sort();
    expect(queuedFor).toEqual([landscape.id, portrait.id, broken.id].sort());

    await t.runJobs();
    for (const [row, size] of [
      [landscape, { width: 800, height: 600 }],
      [portrait, { width: 800, height: 1333 }],
    ] as const) {
      const key = await mediumKeyOf(row.id);
      expect(key).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
      const meta = await sharp(join(uploadsDirFor(t.config), key!)).metadata();
      expect(meta).toMatchObject({ format: 'webp', ...size });
    }
    expect(await mediumKeyOf(broken.id)).toBeNull();
    expect(await mediumKeyOf(done.id)).toBe('media/already.webp');
    expect(await mediumKeyOf(video.id)).toBeNull();

    // Only the broken file's job is left, waiting for its retry with the reason kept.
    const [left, ...others] = await renditionJobs();
    expect(others).toEqual([]);
    expect(left).toMatchObject({ payload: { mediaId: broken.id }, attempts: 1, failedAt: null });
    expect(left!.lastError).toBeTruthy();
    // Its job still exists, so a restart does not queue the image again.
    expect(await enqueueMissingRenditions(t.database.db)).toBe(0);
    await t.database.db.delete(jobs).where(eq(jobs.kind, MEDIUM_RENDITION_JOB));
  });

  it('does nothing on a repeat: the image keeps its one rendition and no file is added', async () => {
    const row = await insertOlderImage(await makeImage(1200, 900));
    await makeMediumRendition(deps(), { mediaId: row.id });
    const key = await mediumKeyOf(row.id);
    const files = await storedFiles();
    await makeMediumRendition(deps(), { mediaId: row.id });
    expect(await mediumKeyOf(row.id)).toBe(key);
    expect(await storedFiles()).toEqual(files);
  });

  it('keeps one file when two runs of the same job race (a lapsed lease)', async () => {
    const row = await insertOlderImage(await makeImage(1200, 900));
    const before = await storedFiles();
    await Promise.all([
      makeMediumRendition(deps(), { mediaId: row.id }),
      makeMediumRendition(deps(), { mediaId: row.id }),
    ]);
    const key = await mediumKeyOf(row.id);
    expect(await storedFiles()).toEqual([...before, key!.replace('media/', '')].sort());
  });

  it('is done when the image was deleted, and refuses a payload without a media id', async () => {
    const row = await insertOlderImage(await makeImage(1200, 900));
    await t.database.db.delete(media).where(eq(media.id, row.id));
    const files = await storedFiles();
    await makeMediumRendition(deps(), { mediaId: row.id });
    expect(await storedFiles()).toEqual(files);
    await expect(makeMediumRendition(deps(), {})).rejects.toThrow('names no media id');
  });
});

describe('queueing the missing renditions once the server answers', () => {
  it('logs a database that fails, and does not throw into the start that would stop the server', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const logged: string[] = [];
    const log = { error: (_: unknown, msg: string) => void logged.push(msg) };
    await expect(queueMissingRenditionsAtStart(closed.db, log)).resolves.toBeUndefined();
    expect(logged).toEqual(['could not queue the missing image renditions; the next start will']);
    // With the database there, it queues as before and has nothing to say.
    await queueMissingRenditionsAtStart(t.database.db, log);
    expect(logged).toHaveLength(1);
  });
});
