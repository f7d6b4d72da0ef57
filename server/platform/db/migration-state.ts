import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type Journal = { entries: { when: number; tag: string }[] };

/**
 * Whether the database has every migration in the folder. Drizzle's migrator records each applied
 * migration with its journal timestamp and applies those newer than the last one recorded, so
 * "the last recorded is the journal's last" is exactly its own test for having nothing to do.
 */
export async function isUpToDate(db: Db, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  if (journal.entries.length === 0) return true;
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  // A database never migrated has no such table; asking for its rows would fail the statement.
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return false;
  const last = await db.execute<{ createdAt: string | null }>(
    sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  return Number(last.rows[0]?.createdAt ?? 0) >= newest;
}
