// `npm run bench`: the built server and a bare node:http server, measured with autocannon.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { findFreePort, rootDir, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { measureBookings } from './bookings.ts';
import { measureCampaigns } from './campaigns.ts';
import { benchDomainsOnDrivers, benchFeedOnDrivers } from './drivers.ts';
import { benchSettings, formatTable, type Measurement, measure } from './measure.ts';
import { type Scenario, scenarios, type Target } from './scenarios.ts';

async function startBareServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout?.once('data', () => done());
    child.once('exit', (code) => fail(new Error(`the bare server exited (code ${code})`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function runScenario(scenario: Scenario, baseURLs: Record<Target, string>): Promise<Measurement> {
  const baseURL = baseURLs[scenario.target];
  const extraHeaders = (await scenario.prepare?.(baseURL)) ?? {};
  return measure(scenario.name, {
    url: `${baseURL}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: { ...scenario.headers, ...extraHeaders },
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  });
}

async function main() {
  ensureWebBuild();
  console.log('Starting the built server (fresh PGlite, demo seed) and a bare node:http server…');
  let app: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    app = await startServer({
      label: 'easel-bench',
      timeoutMs: 120_000,
      env: {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The load comes from one address; the limiter still runs, it just never says 429.
        RATE_LIMIT_MAX: '1000000000',
      },
    });
    bare = await startBareServer();
    const baseURLs: Record<Target, string> = { app: app.baseURL, bare: bare.baseURL };
    const { connections, seconds, warmUpSeconds } = benchSettings;
    console.log(
      `autocannon -c ${connections}, ${warmUpSeconds} s warm-up + ${seconds} s per scenario, ` +
        `${cpus().length} CPU(s), Node ${process.version}\n`,
    );
    const rows: Measurement[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`  measuring ${scenario.name}…\n`);
      rows.push(await runScenario(scenario, baseURLs));
    }
    console.log(`\n${formatTable(rows)}\n`);
    const bareRow = rows.find((r) => r.name === scenarios.find((s) => s.target === 'bare')?.name);
    const healthRow = rows.find((r) => r.name === 'GET /api/v1/health');
    if (bareRow && healthRow && bareRow.requestsPerSecond > 0) {
      const ratio = healthRow.requestsPerSecond / bareRow.requestsPerSecond;
      console.log(
        `health / bare: ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)} % of a bare node:http server)`,
      );
    }
    await Promise.all([app.stop(), bare.stop()]);
    app = undefined;
    bare = undefined;
    console.log('\nThe feed on each database driver (fresh server, demo seed):');
    const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
    console.log(`\n${await benchFeedOnDrivers(postgresUrl)}\n`);
    console.log('Bookings and campaigns on each database driver (fresh server, no demo data):');
    const domains = await benchDomainsOnDrivers(postgresUrl, async (baseURL, driver) => [
      ...(await measureBookings(baseURL, driver)),
      ...(await measureCampaigns(baseURL, driver)),
    ]);
    console.log(`\n${domains}\n`);
    const failed = rows.filter((r) => r.errors > 0);
    if (failed.length > 0) {
      console.error(`\nErrors or non-2xx answers in: ${failed.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([app?.stop(), bare?.stop()]);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
