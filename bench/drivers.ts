// P2: the reads behind the main pages, on each database driver, each as a ratio to liveness on
// the same server (how much of the server's raw speed a real page keeps).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEMO_ARTIST_USERNAME } from '#server/platform/db/seed/demo-accounts.ts';
import { FEED_DEFAULT_LIMIT } from '#shared/schemas/feed.ts';
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { type Measurement, measure, rowProblem, speedCells } from './measure.ts';
import type { GroupResult, Table } from './table.ts';

export const benchServerEnv = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // The load comes from one address; the limiter still runs, it just never says 429.
  RATE_LIMIT_MAX: '1000000000',
};

/** The artist page's own requests (web/features/artists/api/artists-api.ts), signed out. */
const GALLERY_LIMIT = 48;

export type Driver = { name: 'PGlite' | 'PostgreSQL'; databaseUrl?: string };

type DriverReads = { driver: string; rows: Measurement[] };

async function demoArtistId(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/profiles/public/${DEMO_ARTIST_USERNAME}`);
  if (!response.ok) throw new Error(`the demo artist's profile answered ${response.status}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function measureReads(driver: Driver): Promise<DriverReads> {
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      label: `easel-bench-${driver.name}`,
      timeoutMs: 180_000,
      env: benchServerEnv,
      ...(driver.databaseUrl ? { databaseUrl: driver.databaseUrl } : {}),
    });
    const api = `${app.baseURL}/api/v1`;
    const artistId = await demoArtistId(app.baseURL);
    const paths: [string, string][] = [
      ['health', '/health'],
      [`feed page (${FEED_DEFAULT_LIMIT} posts)`, `/feed?limit=${FEED_DEFAULT_LIMIT}`],
      ['artist page: profile', `/profiles/public/${DEMO_ARTIST_USERNAME}`],
      [`artist page: gallery (${GALLERY_LIMIT})`, `/media/artist/${artistId}?limit=${GALLERY_LIMIT}`],
      ['artist page: follow status', `/profiles/${artistId}/follow-status`],
      ['artist page: reviews', `/reviews/artist/${artistId}`],
      ['campaign list', '/campaigns'],
      ['marketplace list', '/marketplace'],
    ];
    const rows: Measurement[] = [];
    for (const [name, path] of paths) {
      process.stdout.write(`  ${driver.name}: ${name}…\n`);
      rows.push(await measure(name, { url: `${api}${path}` }));
    }
    return { driver: driver.name, rows };
  } finally {
    await app?.stop();
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

export async function benchReadsOnDrivers(postgresUrl: string | undefined): Promise<GroupResult> {
  const results = await onEachDriver(postgresUrl, measureReads);
  const reads: Table = {
    title: 'P2 · Page reads on each driver (demo seed, signed out)',
    columns: ['driver', 'request', 'req/s', 'p50 ms', 'p99 ms', '÷ health', 'errors'],
    textColumns: [0, 1],
    rows: results.flatMap(({ driver, rows }) => {
      const health = rows[0]!.requestsPerSecond;
      return rows.map((r) => [
        driver,
        r.name,
        ...speedCells(r),
        health > 0 ? (r.requestsPerSecond / health).toFixed(2) : '–',
        String(r.errors),
      ]);
    }),
    note:
      '"÷ health" is the request\'s req/s over GET /api/v1/health on the same server and driver. ' +
      "The four artist-page rows are the requests the web app's artist page makes for one visit.",
  };
  const failures = results.flatMap(({ driver, rows }) =>
    rows.flatMap((r) => {
      const problem = rowProblem(r);
      return problem ? [`${driver} ${r.name}: ${problem}`] : [];
    }),
  );
  return { tables: [reads], failures };
}
