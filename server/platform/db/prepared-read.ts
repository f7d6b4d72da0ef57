import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What a prepared Drizzle query offers: its SQL (placeholders unfilled) and a run with values. */
export type PreparedStatement<Row> = {
  getQuery(): Query;
  execute(values?: Record<string, unknown>): Promise<Row[]>;
};

/**
 * One read as the database sees it: a named statement and the values of one call. The service
 * runs it (`runRead`); the bench's bare reference server runs the very same text and values
 * through the driver alone (`toDriverQuery`), so the two can never drift apart.
 */
export type BoundRead<Row> = {
  name: string;
  statement: PreparedStatement<Row>;
  values: Record<string, unknown>;
};

/**
 * A statement built once per database (and variant) and then only executed: on PostgreSQL every
 * pooled connection parses and plans the named statement once and afterwards just binds values;
 * on both drivers the SQL text is not rebuilt per request. A variant is a different text (a
 * filter present or not, signed in or not), never a different value, so plans stay sharp.
 */
export function preparedPerDatabase<Variant extends string, Row>(
  prefix: string,
  build: (db: Db, variant: Variant, name: string) => PreparedStatement<Row>,
): (db: Db, variant: Variant) => { name: string; statement: PreparedStatement<Row> } {
  const byDatabase = new WeakMap<Db, Map<Variant, { name: string; statement: PreparedStatement<Row> }>>();
  return (db, variant) => {
    let variants = byDatabase.get(db);
    if (!variants) {
      variants = new Map();
      byDatabase.set(db, variants);
    }
    let entry = variants.get(variant);
    if (!entry) {
      const name = variant ? `${prefix}:${variant}` : prefix;
      entry = { name, statement: build(db, variant, name) };
      variants.set(variant, entry);
    }
    return entry;
  };
}

export function runRead<Row>(read: BoundRead<Row>): Promise<Row[]> {
  return read.statement.execute(read.values);
}

/** The statement's text and positional values, as a driver (`pg`, PGlite) takes them. */
export function toDriverQuery(read: BoundRead<unknown>): { name: string; text: string; values: unknown[] } {
  const { sql, params } = read.statement.getQuery();
  return { name: read.name, text: sql, values: fillPlaceholders(params, read.values) };
}
