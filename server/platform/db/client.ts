import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { projectRoot } from '../project-root.ts';
import { isUpToDate } from './migration-state.ts';
import { migratePostgres } from './postgres-driver.ts';
import * as schema from './schema.ts';

export {
  APP_APPLICATION_NAME,
  DEFAULT_POSTGRES_LIMITS,
  openPostgres,
  type PostgresLimits,
} from './postgres-driver.ts';

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

/** From the project root, so the bundled server (build/server/main.js) finds them too. */
export const migrationsFolder = join(projectRoot, 'server', 'platform', 'db', 'migrations');

export type PgliteSource = { dataDir?: string; loadDataDir?: Blob | File };

/**
 * PostgreSQL's default 128 MB of shared buffers is allocated and zeroed inside PGlite's WASM memory
 * as it opens: a third of an idle server's memory, and a good part of its start. Our data folder
 * is tens of MB and its files stay in the OS page cache, so a page that falls out of 16 MB is a copy
 * away, not a disk read.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite is PostgreSQL compiled to 9 MB of WebAssembly. V8 compiles a function with its baseline
 * compiler (Liftoff) on first call and recompiles the hot ones with TurboFan in the background;
 * for PGlite's queries that second tier cost ~1 s of CPU and ~50 MB of memory after each start
 * and bought no measurable speed (a primary-key read, a join and an aggregate took the same CPU
 * once warm). So the process keeps Liftoff's code. The flag is read when a module is compiled,
 * so it is set before PGlite compiles; it changes nothing else (no other WebAssembly of weight
 * runs here).
 */
function keepBaselineWasmCode() {
  setFlagsFromString('--liftoff-only');
}

/** PGlite's engine (pglite.wasm) and the files it unpacks into its in-memory file system (pglite.data). */
const pgliteDist = () =>
  dirname(createRequire(join(projectRoot, 'package.json')).resolve('@electric-sql/pglite'));

let engineModule: Promise<WebAssembly.Module> | undefined;
let engineFiles: Promise<Blob> | undefined;

/**
 * Starts compiling PGlite's engine and reading its files, without waiting. The compile (V8 checks
 * the module and compiles each function at its first call) and the read run off the main thread;
 * PGlite left to itself starts them only once its own module has loaded, after the app's modules,
 * and the main thread then waited for them. Called first thing by the server, they overlap the
 * loading of the app's modules. The compiled module is kept for every later open (as PGlite keeps
 * its own); the files are read once per open, as PGlite would.
 */
export function preparePglite(): void {
  keepBaselineWasmCode();
  const dist = pgliteDist();
  // Read at once (~9 MB from the page cache, a few ms): a read completed by the event loop would
  // wait for the module loading that the compile is meant to overlap.
  engineModule ??= WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm')));
  engineFiles ??= readFile(join(dist, 'pglite.data')).then(asFileBundle);
  // Awaited by openPglite; a server that fails before it opens must not die of an unhandled rejection.
  engineModule.catch(() => {});
  engineFiles.catch(() => {});
}

/**
 * PGlite reads its file bundle whole, once (`arrayBuffer()`), and its in-memory file system keeps
 * views into that buffer. Handed a Blob, the 6 MB would be copied into the Blob and out of it again;
 * this hands over the bytes as read, as PGlite does when it reads the file itself.
 */
function asFileBundle(bytes: Buffer): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { arrayBuffer: async () => buffer } as unknown as Blob;
}

async function takePreparedEngine() {
  preparePglite();
  const files = engineFiles;
  engineFiles = undefined;
  const [pgliteWasmModule, fsBundle] = await Promise.all([engineModule, files]);
  return { pgliteWasmModule, fsBundle };
}

/** Opens embedded PGlite; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(source: PgliteSource = {}): Promise<Database & { client: PGlite }> {
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const engine = takePreparedEngine();
  // Imported here, so a server on PostgreSQL never loads the embedded engine.
  const [{ PGlite }, { btree_gist }, { drizzle }, { pgliteWasmModule, fsBundle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    engine,
  ]);
  const client = await PGlite.create({
    pgliteWasmModule,
    fsBundle,
    // The bookings exclusion constraint needs btree_gist (uuid equality inside a GiST index).
    extensions: { btree_gist },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
  });
  const db = drizzle(client, { schema }) as unknown as Db;
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

/**
 * Applies the committed migrations that the database lacks. A database that has them all (every
 * start but the first after an upgrade) answers one cheap read, instead of Drizzle's migrator
 * reading and hashing every file and running its set-up statements and an empty transaction.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (await isUpToDate(database.db, migrationsFolder)) return;
  if (database.driver === 'postgres') {
    await migratePostgres(database, migrationsFolder);
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, { migrationsFolder });
}
