import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/platform/db/client.ts';
import { withDatabase } from './global-setup.ts';

export const testDriver = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';

/** A migrated, empty database of its own for one test file, on the project's driver. */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `${template.replace('tpl', 't')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name), { poolSize: 5 });
    const close = database.close.bind(database);
    return {
      ...database,
      async close() {
        await close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/**
 * A fingerprint of every row of every table: equal before and after means a rejected request
 * changed nothing (sessions' last-used stamps included, so take it around the request only).
 */
export async function snapshotDatabase(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const result = await database.db.execute<{ fp: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fp from ${sql.identifier(table_name)} t`,
    );
    out[table_name] = result.rows[0]?.fp ?? '';
  }
  return out;
}
