import { sql } from 'drizzle-orm';

/** A CHECK body `column in ('a', 'b')` for a fixed list of allowed values (constants, never input). */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
