import { fillPlaceholders, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What a prepared Drizzle query offers: its SQL (placeholders unfilled) and a run with values. */
export type PreparedStatement<Row> = {
  getQuery(): Query;
  execute(values?: Record<string, unknown>): Promise<Row[]>;
};

/** The two drivers' own clients, as far as a plain read needs them. */
type DriverClient =
  | {
      kind: 'pg';
      client: {
        query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
      };
    }
  | { kind: 'pglite'; client: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } };

/**
 * One read as the database sees it: a named statement and the values of one call. The service
 * runs it (`runRead`); the bench's bare reference server runs the very same text and values
 * through the driver alone (`toDriverQuery`), so the two can never drift apart.
 */
export type BoundRead<Row> = {
  name: string;
  statement: PreparedStatement<Row>;
  values: Record<string, unknown>;
  /** Set for plain statements on a database (not a transaction): the driver runs them directly. */
  driver?: DriverClient | undefined;
};

type Prepared<Row> = { name: string; statement: PreparedStatement<Row>; driver?: DriverClient | undefined };

/** The pool or PGlite instance under a database; undefined for a transaction, which has its own. */
function driverOf(db: Db): DriverClient | undefined {
  const client = (db as { $client?: { query?: unknown; totalCount?: number } }).$client;
  if (!client || typeof client.query !== 'function') return undefined;
  return 'totalCount' in client
    ? { kind: 'pg', client: client as never }
    : { kind: 'pglite', client: client as never };
}

/**
 * A statement built once per database (and variant) and then only executed: on PostgreSQL every
 * pooled connection parses and plans the named statement once and afterwards just binds values;
 * on both drivers the SQL text is not rebuilt per request. A variant is a different text (a
 * filter present or not, signed in or not), never a different value, so plans stay sharp.
 *
 * `plain: true` promises that every selected field is aliased with its own key (`plainFields`)
 * and needs no decoding by Drizzle (JSON, text, numbers, booleans; never a timestamp column, which
 * Drizzle turns into a Date). Such a statement runs through the driver itself, as the bench's bare
 * reference runs it, which skips the ORM's promise layers and row mapping on every request.
 */
export function preparedPerDatabase<Variant extends string, Row>(
  prefix: string,
  build: (db: Db, variant: Variant, name: string) => PreparedStatement<Row>,
  options: { plain?: boolean } = {},
): (db: Db, variant: Variant) => Prepared<Row> {
  const byDatabase = new WeakMap<Db, Map<Variant, Prepared<Row>>>();
  return (db, variant) => {
    let variants = byDatabase.get(db);
    if (!variants) {
      variants = new Map();
      byDatabase.set(db, variants);
    }
    let entry = variants.get(variant);
    if (!entry) {
      const name = variant ? `${prefix}:${variant}` : prefix;
      entry = { name, statement: build(db, variant, name), driver: options.plain ? driverOf(db) : undefined };
      variants.set(variant, entry);
    }
    return entry;
  };
}

/** Selected fields each aliased with its own key, so a driver's row has the keys Drizzle's would. */
export function plainFields<Fields extends Record<string, SQLWrapper>>(
  fields: Fields,
): { [K in keyof Fields]: SQL.Aliased<Fields[K] extends SQL<infer T> ? T : unknown> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)]),
  ) as never;
}

export function runRead<Row>(read: BoundRead<Row>): Promise<Row[]> {
  const { driver } = read;
  if (!driver) return read.statement.execute(read.values);
  const { name, text, values } = toDriverQuery(read);
  const result =
    driver.kind === 'pg' ? driver.client.query({ name, text, values }) : driver.client.query(text, values);
  return result.then(({ rows }) => rows as Row[]);
}

/** The statement's text and positional values, as a driver (`pg`, PGlite) takes them. */
export function toDriverQuery(read: BoundRead<unknown>): { name: string; text: string; values: unknown[] } {
  const { sql: text, params } = read.statement.getQuery();
  return { name: read.name, text, values: fillPlaceholders(params, read.values) };
}
