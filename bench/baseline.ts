// P1: the app's liveness route next to a bare node:http server answering the same JSON: what
// Fastify, the security headers, the rate limiter and the auth guard cost on every request. Two
// more references, measured in the same turns, say where that cost sits: plain Fastify with one
// route (the framework's own ceiling on this host) and the bare server sending the app's security
// headers (what those header lines cost whoever sends them). The run fails when health keeps less
// than HEALTH_RATIO_BUDGET of the bare server's throughput.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, rootDir, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { benchServerOptions } from './drivers.ts';
import { type Measurement, measure, measureInTurns, rowProblem, speedCells } from './measure.ts';
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
const BARE_HEADERS_SCENARIO = "bare node:http JSON + the app's security headers";
const FASTIFY_SCENARIO = 'plain Fastify, one JSON route';
const HEALTH_SCENARIO = 'GET /api/v1/health';
/** The rows that take turns; each ratio is over the first (bare). */
const TURNS = [BARE_SCENARIO, BARE_HEADERS_SCENARIO, FASTIFY_SCENARIO, HEALTH_SCENARIO];

const ratioOf = (row: Measurement, bare: Measurement) =>
  bare.requestsPerSecond > 0 ? row.requestsPerSecond / bare.requestsPerSecond : undefined;
const formatRatio = (ratio: number | undefined) => (ratio === undefined ? '–' : ratio.toFixed(2));

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
  const references: BareServer[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'easel-bench-'));
  try {
    const seeding = await startServer({ label: 'easel-bench', ...benchServerOptions, dataDir });
    await seeding.stop();
    app = await startServer({ label: 'easel-bench', ...benchServerOptions, dataDir });
    const bare = await startBareServer();
    references.push(bare);
    const bareHeaders = await startBareServer('bench/bare-server.ts', { BARE_SECURITY_HEADERS: '1' });
    references.push(bareHeaders);
    const fastify = await startBareServer('bench/plain-fastify-server.ts');
    references.push(fastify);
    const baseURLs: Record<Target, string> = {
      app: app.baseURL,
      bare: bare.baseURL,
      'bare-headers': bareHeaders.baseURL,
      fastify: fastify.baseURL,
    };
    const measured = new Map<string, Measurement>();
    // The ratios' rows take turns in slices (measureInTurns), so load from elsewhere weighs on all.
    const turns = TURNS.map((name) => scenarios.find((s) => s.name === name)!);
    process.stdout.write(`  ${TURNS.join(', ')}, in turns…\n`);
    const turnRows = await measureInTurns(
      await Promise.all(turns.map(async (s) => ({ name: s.name, request: await requestOf(s, baseURLs) }))),
    );
    for (const row of turnRows) measured.set(row.name, row);
    for (const scenario of scenarios) {
      if (measured.has(scenario.name)) continue;
      process.stdout.write(`  ${scenario.name}…\n`);
      measured.set(scenario.name, await measure(scenario.name, await requestOf(scenario, baseURLs)));
    }
    const rows = scenarios.map((s) => measured.get(s.name)!);
    const bareRow = measured.get(BARE_SCENARIO)!;
    const ratio = ratioOf(measured.get(HEALTH_SCENARIO)!, bareRow);
    const fastifyRatio = ratioOf(measured.get(FASTIFY_SCENARIO)!, bareRow);
    const headersRatio = ratioOf(measured.get(BARE_HEADERS_SCENARIO)!, bareRow);
    const ratioLine = `health ÷ bare node:http = ${formatRatio(ratio)}`;
    const ratioLines = [
      ratioLine,
      `plain Fastify ÷ bare node:http = ${formatRatio(fastifyRatio)}`,
      `bare node:http with the security headers ÷ bare node:http = ${formatRatio(headersRatio)}`,
    ].join('\n');
    const table: Table = {
      title: 'P1 · The framework against bare node:http (PGlite, demo seed)',
      columns: ['request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows: rows.map((r) => [r.name, ...speedCells(r), String(r.errors)]),
      note:
        ratio === undefined
          ? `${ratioLines}\n\n(health not measured).`
          : `${ratioLines}\n\nThe app's liveness route keeps ${(ratio * 100).toFixed(0)} % of a bare server's ` +
            `throughput (same JSON body, no database); the budget is ${HEALTH_RATIO_BUDGET}. Plain Fastify (the ` +
            "same version, one route, logger off) is the framework's own ceiling on this host; the bare server " +
            'sending the security headers every API answer carries is what those header lines cost the server and the load ' +
            'generator, whoever sends them. The four take turns in one-second slices; each is a process of its own.',
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
    await Promise.all([app?.stop(), ...references.map((r) => r.stop())]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
