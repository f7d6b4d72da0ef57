// P2: the reads behind the main pages, on each database driver, each against two references
// measured in the same run: liveness on the same server (how much of the server's raw speed a page
// keeps) and the page's own statement run bare (bare-sql-server.ts: how close the app comes to
// what the database and the driver allow). A page read under READ_RATIO_BUDGET × its bare
// statement fails the run.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_ARTIST_USERNAME } from '#server/platform/db/seed/demo-accounts.ts';
import { type ServerProcess, type StartServerOptions, startServer } from '../e2e/support/server-process.ts';
import { serverNodeArgs } from '../scripts/lib/server-build.mjs';
import type { BareSqlSpec } from './bare-sql-server.ts';
import { type BareServer, startBareServer } from './baseline.ts';
import { type Measurement, measure, measurePair, rowProblem, speedCells } from './measure.ts';
import { type PageRead, type PageReadContext, pageReads } from './page-reads.ts';
import type { GroupResult, Table } from './table.ts';

export const benchServerEnv = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // The load comes from one address; the limiter still runs, it just never says 429.
  RATE_LIMIT_MAX: '1000000000',
};

/** The compiled server (build/server/main.js), as production runs it; run.ts builds it first. */
export const benchServerOptions = {
  timeoutMs: 180_000,
  env: benchServerEnv,
  nodeArgs: serverNodeArgs,
} satisfies StartServerOptions;

/** What each page read must keep of its own statement run bare (issue 19). */
export const READ_RATIO_BUDGET = 0.6;

export type Driver = { name: 'PGlite' | 'PostgreSQL'; databaseUrl?: string };

type ReadRow = { read: PageRead; app: Measurement; bare?: Measurement };
type DriverReads = { driver: string; rows: ReadRow[] };

async function findContext(baseURL: string): Promise<PageReadContext> {
  const response = await fetch(`${baseURL}/api/v1/profiles/public/${DEMO_ARTIST_USERNAME}`);
  if (!response.ok) throw new Error(`the demo artist's profile answered ${response.status}`);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  return { artistId: id, artistUsername: DEMO_ARTIST_USERNAME };
}

/**
 * The app on the driver, seeded with the demo world, and the bare reference on the same data. On
 * PGlite one process may open a folder, so the seeded folder is copied while the app is stopped,
 * and the app restarts on the original.
 */
async function startPair(
  driver: Driver,
): Promise<{ app: ServerProcess; bare: BareServer; cleanUp: () => void }> {
  const label = `easel-bench-${driver.name}`;
  if (driver.databaseUrl) {
    const app = await startServer({ label, ...benchServerOptions, databaseUrl: driver.databaseUrl });
    const spec: BareSqlSpec = {
      driver: 'postgres',
      databaseUrl: driver.databaseUrl,
      context: await findContext(app.baseURL),
    };
    const bare = await startBareServer('bench/bare-sql-server.ts', { BARE_SQL_SPEC: JSON.stringify(spec) });
    return { app, bare, cleanUp: () => {} };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const copyDir = mkdtempSync(join(tmpdir(), `${label}-bare-`));
  const seeding = await startServer({ label, ...benchServerOptions, dataDir });
  const context = await findContext(seeding.baseURL);
  await seeding.stop();
  cpSync(join(dataDir, 'pg'), join(copyDir, 'pg'), { recursive: true });
  const app = await startServer({ label, ...benchServerOptions, dataDir });
  const spec: BareSqlSpec = { driver: 'pglite', dataDir: join(copyDir, 'pg'), context };
  const bare = await startBareServer('bench/bare-sql-server.ts', { BARE_SQL_SPEC: JSON.stringify(spec) });
  return {
    app,
    bare,
    cleanUp: () => {
      for (const dir of [dataDir, copyDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measureReads(driver: Driver): Promise<DriverReads> {
  const pair = await startPair(driver);
  try {
    const reads = pageReads(await findContext(pair.app.baseURL));
    const rows: ReadRow[] = [];
    // App and bare statement take turns (measurePair), so both see the machine in the same mood.
    for (const read of reads) {
      process.stdout.write(`  ${driver.name}: ${read.name}…\n`);
      const appRequest = { name: read.name, request: { url: `${pair.app.baseURL}/api/v1${read.path}` } };
      if (!read.statement) {
        rows.push({ read, app: await measure(appRequest.name, appRequest.request) });
        continue;
      }
      const [app, bare] = await measurePair(appRequest, {
        name: `${read.name} (bare SQL)`,
        request: { url: `${pair.bare.baseURL}/api/v1${read.path}` },
      });
      rows.push({ read, app, bare });
    }
    return { driver: driver.name, rows };
  } finally {
    await Promise.all([pair.app.stop(), pair.bare.stop()]);
    pair.cleanUp();
  }
}

/** A throwaway database on the given server, dropped afterwards. */
export async function withFreshDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `easel_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs `measureOn` on PGlite, then on a fresh PostgreSQL database when a URL is given. */
export async function onEachDriver<T>(
  postgresUrl: string | undefined,
  measureOn: (driver: Driver) => Promise<T>,
): Promise<T[]> {
  const results = [await measureOn({ name: 'PGlite' })];
  if (postgresUrl) {
    results.push(
      await withFreshDatabase(postgresUrl, (url) => measureOn({ name: 'PostgreSQL', databaseUrl: url })),
    );
  }
  return results;
}

const ratio = (a: Measurement, b: Measurement | undefined) =>
  b && b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : undefined;

export async function benchReadsOnDrivers(postgresUrl: string | undefined): Promise<GroupResult> {
  const results = await onEachDriver(postgresUrl, measureReads);
  const reads: Table = {
    title: 'P2 · Page reads on each driver (demo seed, signed out)',
    columns: [
      'driver',
      'request',
      'req/s',
      'p50 ms',
      'p99 ms',
      '÷ health',
      'bare SQL req/s',
      '÷ bare SQL',
      'errors',
    ],
    textColumns: [0, 1],
    rows: results.flatMap(({ driver, rows }) => {
      const health = rows[0]!.app;
      return rows.map(({ app, bare }) => [
        driver,
        app.name,
        ...speedCells(app),
        ratio(app, health)?.toFixed(2) ?? '–',
        bare ? speedCells(bare)[0]! : '–',
        ratio(app, bare)?.toFixed(2) ?? '–',
        String(app.errors + (bare?.errors ?? 0)),
      ]);
    }),
    note:
      '"÷ health" is the request\'s req/s over GET /api/v1/health on the same server and driver. ' +
      '"bare SQL" is the same statement the service runs (built by the same code, bench/page-reads.ts), ' +
      'sent through the driver alone (`pg` with a pool of the same size; PGlite on a copy of the same ' +
      'data folder) by a bare node:http server that JSON-encodes the rows; app and bare take turns in ' +
      'one-second slices (p50 is the median slice, p99 the worst); ' +
      `a read under ${READ_RATIO_BUDGET} × its bare statement fails the run. ` +
      "The four artist-page rows are the requests the web app's artist page makes for one visit.",
  };
  const failures = results.flatMap(({ driver, rows }) =>
    rows.flatMap(({ app, bare }) => {
      const problems = [rowProblem(app), bare ? rowProblem(bare) : undefined].filter(
        (problem): problem is string => problem !== undefined,
      );
      const kept = ratio(app, bare);
      if (bare && kept !== undefined && kept < READ_RATIO_BUDGET) {
        problems.push(`${kept.toFixed(2)} × bare SQL, under ${READ_RATIO_BUDGET}`);
      }
      return problems.map((problem) => `${driver} ${app.name}: ${problem}`);
    }),
  );
  return { tables: [reads], failures };
}
