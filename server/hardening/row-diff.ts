import { sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';

export type Row = { table: string; row: Record<string, unknown> };

/** Every row of every table as JSON text, per table: the before/after of one request. */
export async function dumpRows(database: Database): Promise<Map<string, Set<string>>> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out = new Map<string, Set<string>>();
  for (const { table_name } of tables.rows) {
    const rows = await database.db.execute<{ j: string }>(
      sql`select row_to_json(t)::text as j from ${sql.identifier(table_name)} t`,
    );
    out.set(table_name, new Set(rows.rows.map((r) => r.j)));
  }
  return out;
}

/** Rows that are new or changed after a request (a changed row shows up in its new form). */
export function changedRows(before: Map<string, Set<string>>, after: Map<string, Set<string>>): Row[] {
  const out: Row[] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? new Set();
    for (const json of rows) if (!old.has(json)) out.push({ table, row: JSON.parse(json) });
  }
  return out;
}
