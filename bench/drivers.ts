// The feed page (20 posts) against liveness on each database driver, as a ratio: how much of the
// server's raw speed a real page keeps on PGlite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { formatTable, type Measurement, measure } from './measure.ts';

type DriverRow = { driver: string; health: number; feed: number };

const serverEnv = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
};

async function measureDriver(driver: string, databaseUrl?: string): Promise<DriverRow> {
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      label: `easel-bench-${driver}`,
      timeoutMs: 120_000,
      env: serverEnv,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    process.stdout.write(`  measuring health and feed on ${driver}…\n`);
    const health = await measure(`${driver} health`, { url: `${app.baseURL}/api/v1/health` });
    const feed = await measure(`${driver} feed`, { url: `${app.baseURL}/api/v1/feed?limit=20` });
    if (health.errors > 0 || feed.errors > 0) throw new Error(`non-2xx answers on ${driver}`);
    return { driver, health: health.requestsPerSecond, feed: feed.requestsPerSecond };
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

export async function benchFeedOnDrivers(postgresUrl: string | undefined): Promise<string> {
  const rows = [await measureDriver('PGlite')];
  if (postgresUrl) rows.push(await withFreshDatabase(postgresUrl, (url) => measureDriver('PostgreSQL', url)));
  const lines = [
    'driver       health req/s  feed (20 posts) req/s  feed / health',
    '----------  -------------  ---------------------  -------------',
    ...rows.map(
      (r) =>
        `${r.driver.padEnd(10)}  ${Math.round(r.health).toLocaleString('en-US').padStart(13)}  ` +
        `${Math.round(r.feed).toLocaleString('en-US').padStart(21)}  ${(r.feed / r.health).toFixed(3).padStart(13)}`,
    ),
  ];
  if (!postgresUrl) lines.push('(set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too)');
  return lines.join('\n');
}

/** Writes and domain reads on each driver, on a fresh server without demo data. */
export async function benchDomainsOnDrivers(
  postgresUrl: string | undefined,
  measureAll: (baseURL: string, driver: string) => Promise<Measurement[]>,
): Promise<string> {
  const run = async (driver: string, databaseUrl?: string) => {
    let app: ServerProcess | undefined;
    try {
      app = await startServer({
        label: `easel-bench-domains-${driver}`,
        timeoutMs: 120_000,
        env: { ...serverEnv, SEED_DEMO: 'false', AUTH_RATE_LIMIT_MAX: '1000000' },
        ...(databaseUrl ? { databaseUrl } : {}),
      });
      process.stdout.write(`  measuring bookings and campaigns on ${driver}…\n`);
      return await measureAll(app.baseURL, driver);
    } finally {
      await app?.stop();
    }
  };
  const rows = await run('PGlite');
  if (postgresUrl) rows.push(...(await withFreshDatabase(postgresUrl, (url) => run('PostgreSQL', url))));
  const note = postgresUrl ? '' : '\n(set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too)';
  return `${formatTable(rows)}${note}`;
}
