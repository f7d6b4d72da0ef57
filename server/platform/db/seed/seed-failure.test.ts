import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { createLocalStorage, type Storage } from '#server/platform/storage/storage.ts';
import { openTestDatabase, snapshotDatabase } from '#server/test/test-database.ts';
import { seedIfEmpty } from './seed.ts';

describe('a seed that fails halfway', () => {
  let database: Database;
  let root: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(join(tmpdir(), 'easel-seed-fail-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('leaves neither rows nor files behind, so the next start can try again', async () => {
    const uploadsDir = join(root, 'uploads');
    const local = createLocalStorage(uploadsDir);
    let puts = 0;
    // The disk "fills up" after the avatars and a few artworks have been written.
    const failing: Storage = {
      ...local,
      async put(key, body, contentType) {
        if (++puts > 40) throw new Error('disk full');
        return local.put(key, body, contentType);
      },
    };
    const before = await snapshotDatabase(database);
    await expect(seedIfEmpty(database, { uploadsDir, storage: failing })).rejects.toThrow('disk full');
    expect(await snapshotDatabase(database)).toEqual(before);
    const left = (await readdir(uploadsDir, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    expect(left).toEqual([]);
  });
});
