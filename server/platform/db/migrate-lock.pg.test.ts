import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '#server/test/global-setup.ts';
import { migrateDatabase, migrationsFolder, openPostgres } from './client.ts';

// Only meaningful on a real PostgreSQL server: several instances (pools) migrate one empty database.
const serverUrl = process.env.TEST_DATABASE_URL!;
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const name = `t_migrate_lock_${randomBytes(4).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('migrations at start', () => {
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('apply once when three instances start together on an empty database', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => openPostgres(withDatabase(serverUrl, name), { poolSize: 2 })),
    );
    try {
      await Promise.all(instances.map((database) => migrateDatabase(database)));
      // Each migration is recorded once, not once per instance.
      const applied = await instances[0]!.pool.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});
