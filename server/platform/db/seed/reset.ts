import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * Empties every application table (migrations stay applied) and the uploads folder. TRUNCATE
 * skips the ledger's append-only row triggers on purpose: this wipes the world, it edits nothing.
 */
export async function resetDatabase(database: Database, uploadsDir: string): Promise<void> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  if (tables.rows.length > 0) {
    const list = sql.join(
      tables.rows.map((t) => sql.identifier(t.table_name)),
      sql`, `,
    );
    await database.db.execute(sql`truncate table ${list} restart identity cascade`);
  }
  await rm(uploadsDir, { recursive: true, force: true });
}
