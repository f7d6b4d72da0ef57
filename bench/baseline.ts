// P1: the app's liveness route next to a bare node:http server answering the same JSON: what
// Fastify, the security headers, the rate limiter and the auth guard cost on every request. The
// run fails when health keeps less than HEALTH_RATIO_BUDGET of the bare server's throughput.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, rootDir, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { benchServerOptions } from './drivers.ts';
import { type Measurement, measure, measurePair, rowProblem, speedCells } from './measure.ts';
import { type Scenario, scenarios, type Target } from './scenarios.ts';
import type { GroupResult, Table } from './table.ts';

export type BareServer = { baseURL: string; stop: () => Promise<void> };

/**
 * A bench reference server in a process of its own (bench/bare-server.ts by default), so the app
 * and the floor it is compared with never share a CPU thread. It prints a line once listening.
 */
export async function startBareServer(
  script = 'bench/bare-server.ts',
  env: Record<string, string> = {},
): Promise<BareServer> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout?.once('data', () => done());
    child.once('exit', (code) => fail(new Error(`${script} exited (code ${code})`)));
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

async function requestOf(scenario: Scenario, baseURLs: Record<Target, string>) {
  const baseURL = baseURLs[scenario.target];
  const extraHeaders = (await scenario.prepare?.(baseURL)) ?? {};
  return {
    url: `${baseURL}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: { ...scenario.headers, ...extraHeaders },
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  };
}

const BARE_SCENARIO = 'bare node:http JSON';
const HEALTH_SCENARIO = 'GET /api/v1/health';

/** What the app's liveness route must keep of a bare node:http server's throughput (issue 19). */
export const HEALTH_RATIO_BUDGET = 0.85;

/**
 * The built server on PGlite with the demo seed, restarted on the folder the seed filled, as a
 * production server restarts on its existing database (P2 restarts the same way). The process
 * that ran the seed is not the one measured: seeding in the same V8 isolate trains V8's
 * allocation-site pretenuring, so for the rest of that process's life objects from sites the
 * seed kept alive are made in the old generation, every request's young objects hang off them,
 * survive scavenges and are promoted: ~3 MB promoted per scavenge, scavenges of 20-80 ms,
 * 1.5-2× the CPU per request. That is the first start's cost, not the request path's, and is
 * left to the start-up's owner (decision 024).
 */
export async function benchBaseline(): Promise<GroupResult> {
  let app: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'easel-bench-'));
  try {
    const seeding = await startServer({ label: 'easel-bench', ...benchServerOptions, dataDir });
    await seeding.stop();
    app = await startServer({ label: 'easel-bench', ...benchServerOptions, dataDir });
    bare = await startBareServer();
    const baseURLs: Record<Target, string> = { app: app.baseURL, bare: bare.baseURL };
    const measured = new Map<string, Measurement>();
    // The ratio's two rows take turns in slices (measurePair), so load from elsewhere weighs on both.
    const [bareScenario, healthScenario] = [BARE_SCENARIO, HEALTH_SCENARIO].map(
      (name) => scenarios.find((s) => s.name === name)!,
    ) as [Scenario, Scenario];
    process.stdout.write(`  ${BARE_SCENARIO} and ${HEALTH_SCENARIO}, in turns…\n`);
    const [bareRow, healthRow] = await measurePair(
      { name: BARE_SCENARIO, request: await requestOf(bareScenario, baseURLs) },
      { name: HEALTH_SCENARIO, request: await requestOf(healthScenario, baseURLs) },
    );
    measured.set(BARE_SCENARIO, bareRow).set(HEALTH_SCENARIO, healthRow);
    for (const scenario of scenarios) {
      if (measured.has(scenario.name)) continue;
      process.stdout.write(`  ${scenario.name}…\n`);
      measured.set(scenario.name, await measure(scenario.name, await requestOf(scenario, baseURLs)));
    }
    const rows = scenarios.map((s) => measured.get(s.name)!);
    const ratio =
      bareRow.requestsPerSecond > 0 ? healthRow.requestsPerSecond / bareRow.requestsPerSecond : undefined;
    const ratioLine = `health ÷ bare node:http = ${ratio === undefined ? '–' : ratio.toFixed(2)}`;
    const table: Table = {
      title: 'P1 · The framework against bare node:http (PGlite, demo seed)',
      columns: ['request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows: rows.map((r) => [r.name, ...speedCells(r), String(r.errors)]),
      note:
        ratio === undefined
          ? `${ratioLine} (not measured).`
          : `${ratioLine}\n\nThe app's liveness route keeps ${(ratio * 100).toFixed(0)} % of a bare server's ` +
            `throughput (same JSON body, no database; the two take turns in one-second slices); the budget is ${HEALTH_RATIO_BUDGET}.`,
    };
    const failures = rows.flatMap((r) => {
      const problem = rowProblem(r);
      return problem ? [`P1 ${r.name}: ${problem}`] : [];
    });
    if (ratio === undefined || ratio < HEALTH_RATIO_BUDGET) {
      failures.push(`P1 ${ratioLine}, under ${HEALTH_RATIO_BUDGET}`);
    }
    return { tables: [table], failures };
  } finally {
    await Promise.all([app?.stop(), bare?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
