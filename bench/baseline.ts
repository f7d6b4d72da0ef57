// P1: the app's liveness route next to a bare node:http server answering the same JSON: what
// Fastify, the security headers, the rate limiter and the auth guard cost on every request.
import { type ChildProcess, spawn } from 'node:child_process';
import { findFreePort, rootDir, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { benchServerEnv } from './drivers.ts';
import { type Measurement, measure, rowProblem, speedCells } from './measure.ts';
import { type Scenario, scenarios, type Target } from './scenarios.ts';
import type { GroupResult, Table } from './table.ts';

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

/** The built server on PGlite with the demo seed (the session row signs in as its artist). */
export async function benchBaseline(): Promise<GroupResult> {
  let app: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    app = await startServer({ label: 'easel-bench', timeoutMs: 180_000, env: benchServerEnv });
    bare = await startBareServer();
    const baseURLs: Record<Target, string> = { app: app.baseURL, bare: bare.baseURL };
    const rows: Measurement[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`  ${scenario.name}…\n`);
      rows.push(await runScenario(scenario, baseURLs));
    }
    const bareRow = rows.find((r) => r.name === scenarios.find((s) => s.target === 'bare')?.name);
    const healthRow = rows.find((r) => r.name === 'GET /api/v1/health');
    const ratio =
      bareRow && healthRow && bareRow.requestsPerSecond > 0
        ? healthRow.requestsPerSecond / bareRow.requestsPerSecond
        : undefined;
    const table: Table = {
      title: 'P1 · The framework against bare node:http (PGlite, demo seed)',
      columns: ['request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows: rows.map((r) => [r.name, ...speedCells(r), String(r.errors)]),
      note:
        ratio === undefined
          ? 'health ÷ bare: not measured.'
          : `**health ÷ bare node:http = ${ratio.toFixed(2)}**: the app's liveness route keeps ` +
            `${(ratio * 100).toFixed(0)} % of a bare server's throughput (same JSON body, no database).`,
    };
    const failures = rows.flatMap((r) => {
      const problem = rowProblem(r);
      return problem ? [`P1 ${r.name}: ${problem}`] : [];
    });
    return { tables: [table], failures };
  } finally {
    await Promise.all([app?.stop(), bare?.stop()]);
  }
}
