import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, preparePglite } from './client.ts';

// The server reads and compiles PGlite's engine before the app's modules load (preparePglite) and
// opens the database with it; the seeding path closes the database and opens it again in the same
// process, so every open after the first must work without a new preparation.

describe('openPglite with the engine prepared ahead', () => {
  const dir = mkdtempSync(join(tmpdir(), 'easel-pglite-open-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a data folder, and opens it again after closing, with its rows', async () => {
    preparePglite();
    const first = await openPglite({ dataDir: dir });
    await first.client.exec('create table notes (body text not null); insert into notes values ($$kept$$);');
    await first.close();

    const again = await openPglite({ dataDir: dir });
    try {
      const { rows } = await again.client.query<{ body: string }>('select body from notes');
      expect(rows).toEqual([{ body: 'kept' }]);
      // The extension the bookings constraint needs is there on every open.
      await again.client.exec('create extension if not exists btree_gist');
    } finally {
      await again.close();
    }
  }, 60_000);

  it('opens another database in memory in the same process, on the engine already compiled', async () => {
    const database = await openPglite();
    try {
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  }, 60_000);
});
