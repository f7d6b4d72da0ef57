import type { NodePgSession } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from './client.ts';
import { isConnectionFailure } from './connection-failure.ts';
import { createPgListener } from './pg-listener.ts';
import * as schema from './schema.ts';

// The pg driver and Drizzle's adapter for it are imported when PostgreSQL is used, never by a
// server on PGlite (they cost ~50 ms of its start).
const loadDriver = () => Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);

/** How long the database may take; see DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS. */
export type PostgresLimits = { poolSize: number; connectTimeoutMs: number; statementTimeoutMs: number };
export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
};

/** The name the app's connections carry in pg_stat_activity (the LISTEN one has its own). */
export const APP_APPLICATION_NAME = 'easel';

/**
 * The pool, bounded so that a database that stops answering costs a request a quick 503 rather
 * than a hang: a connection must open within connectTimeoutMs; PostgreSQL cancels a statement
 * after statementTimeoutMs and a transaction left idle after twice that; and since a silent
 * network partition lets the server cancel nothing, the driver itself gives up on a query a
 * little after the server would have. TCP keepalive finds dead sockets in between.
 */
function createPool(
  Pool: typeof pg.Pool,
  url: string,
  limits: PostgresLimits,
  onConnectionError?: (err: Error) => void,
) {
  const pool = new Pool({
    connectionString: url,
    max: limits.poolSize,
    application_name: APP_APPLICATION_NAME,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
    query_timeout: limits.statementTimeoutMs + limits.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may one that is checked out: pg-pool listens only while a client is idle, and a reset
  // during a transaction would otherwise be an unhandled 'error' event that ends the process.
  // The query in flight fails on its own, and runTransaction throws the connection away.
  pool.on('connect', (client) => client.on('error', (err) => onConnectionError?.(err)));
  return pool;
}

/**
 * Drizzle's own transaction on a pool leaks the client when BEGIN fails and returns a client to
 * the pool after a query timed out on it (its reply may still arrive). So each transaction checks
 * out its client here, runs Drizzle's transaction on that one client, and releases it with the
 * error when the connection failed, which makes the pool destroy it instead of handing it out.
 */
function runTransactionsOnOwnClient(db: Db, pool: pg.Pool, Session: typeof NodePgSession) {
  const { dialect, session } = db as unknown as {
    dialect: ConstructorParameters<typeof Session>[1];
    session: {
      schema: ConstructorParameters<typeof Session>[2];
      options: ConstructorParameters<typeof Session>[3];
    };
  };
  const transaction: Db['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const own = new Session(client, dialect, session.schema, session.options);
      return await own.transaction(work as never, config);
    } catch (err) {
      if (isConnectionFailure(err)) broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(broken);
    }
  };
  Object.assign(db, { transaction });
}

export async function openPostgres(
  url: string,
  limits: Partial<PostgresLimits> = {},
  onConnectionError?: (err: Error) => void,
): Promise<Database & { pool: pg.Pool; url: string }> {
  const [{ default: driver }, { drizzle, NodePgSession }] = await loadDriver();
  const all = { ...DEFAULT_POSTGRES_LIMITS, ...limits };
  const pool = createPool(driver.Pool, url, all, onConnectionError);
  const db = drizzle(pool, { schema }) as unknown as Db;
  runTransactionsOnOwnClient(db, pool, NodePgSession);
  const listener = createPgListener(url, all.connectTimeoutMs);

  return {
    db,
    pool,
    url,
    driver: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Any fixed number: instances starting together on one database take turns on it. */
const MIGRATION_LOCK_KEY = 0x65_61_73_6d;

/**
 * Applies the migrations on a connection of its own, without the pool's statement timeout: building
 * an index on a large table may take longer than any request should. Without the lock, two
 * instances starting on an empty database both run the first migration and one dies on "relation
 * already exists". A database opened without a URL migrates through its own pool.
 */
export async function migratePostgres(database: Database, migrationsFolder: string): Promise<void> {
  const [[{ default: driver }, { drizzle }], { migrate }] = await Promise.all([
    loadDriver(),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const url = (database as Partial<{ url: string }>).url;
  if (!url) {
    await migrate(database.db as never, { migrationsFolder });
    return;
  }
  const client = new driver.Client({ connectionString: url, application_name: 'easel-migrate' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
