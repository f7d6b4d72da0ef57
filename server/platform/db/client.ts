import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPgListener } from './pg-listener.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * Both drivers' databases and transactions share this shape; services take it as `tx`.
 * Typed with node-postgres results because both drivers answer raw queries with `{ rows }`.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;
export type Driver = 'pglite' | 'postgres';
export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  driver: Driver;
  /** Subscribes to a Postgres NOTIFY channel; payloads arrive after the sending transaction commits. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type PgliteSource = { dataDir?: string; loadDataDir?: Blob | File };

/** Opens embedded PGlite; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(source: PgliteSource = {}): Promise<Database & { client: PGlite }> {
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The bookings exclusion constraint needs btree_gist (uuid equality inside a GiST index).
    extensions: { btree_gist },
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    driver: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listener = createPgListener(url);

  return {
    db,
    pool,
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

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = (database as Partial<{ pool: pg.Pool }>).pool;
  if (!pool) {
    await migrateNodePg(database.db as never, { migrationsFolder });
    return;
  }
  // Without the lock, two instances starting on an empty database both run the first migration and
  // one dies on "relation already exists". The lock is held by the connection that migrates.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
