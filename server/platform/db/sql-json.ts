import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * Lists are answered as JSON the database builds, in the API's own shape, so a page is one
 * statement and the server hands the rows on without touching each one. The response schema
 * still serializes (and orders) every field, so a key written here in another order or an extra
 * column never reaches a client.
 */

const keyPattern = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * A column written with its table's name even where Drizzle would drop it: in the selected
 * fields of a subquery over one table, Drizzle writes bare column names, which would make an
 * outer table's column (a correlated reference) depend on the inner table not having one too.
 */
export const qualified = (column: AnyColumn): SQL => sql`${column}`;

/** `json_build_object('key', value, …)`; keys are our own field names, never input. */
export function jsonObject(fields: Record<string, SQLWrapper | AnyColumn>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!keyPattern.test(key)) throw new Error(`jsonObject: "${key}" is not a plain field name`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * An instant as JavaScript's toISOString writes it: UTC, milliseconds, 'Z'. Postgres keeps
 * microseconds and to_char's MS truncates them, exactly as the drivers' Date parsing does.
 */
export function isoTimestamp(column: SQLWrapper | AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Integer hundredths (cents, MACS minor units) as the decimal the API speaks; null stays null. */
export function hundredthsToDecimal(column: SQLWrapper | AnyColumn): SQL<number> {
  // numeric division is exact, and JSON.parse reads its text back as the same double `n / 100` gives.
  return sql<number>`(${column}::numeric / 100)`;
}
