import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, serverEntry, serverNodeArgs } from '../../scripts/lib/server-build.mjs';

export const rootDir = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  baseURL: string;
  dataDir: string;
  /** The server's process id, to read its memory from /proc (the bench). */
  pid: number;
  /** Everything the server printed so far (stdout and stderr), for error messages. */
  output(): string;
  /** SIGTERM, wait for the graceful shutdown, then remove the DATA_DIR unless the caller chose it. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: no shutdown hooks run, and the DATA_DIR is left as it is. */
  kill(): Promise<void>;
};

export type StartServerOptions = {
  /** PostgreSQL instead of the embedded PGlite (the bench compares both). */
  databaseUrl?: string;
  /** Extra environment; DATA_DIR, PORT and HOST are chosen here. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/v1/health. */
  timeoutMs?: number;
  /** Prefix of the temporary DATA_DIR. */
  label?: string;
  /** An existing DATA_DIR to start on (a restart); it is kept when the server stops. */
  dataDir?: string;
  /** Redis for rate limits shared between instances; unset means in-process limits. */
  redisUrl?: string;
  /** A fixed port (an nginx upstream, say); by default a free one is chosen. */
  port?: number;
  /**
   * What node runs: by default the compiled server as production runs it (scripts/lib/server-build.mjs,
   * built first when out of date); `['--import', 'tsx', 'server/main.ts']` runs the sources instead.
   */
  nodeArgs?: readonly string[];
};

/** Asks the OS for a free port; the server is told the number because PORT=0 is never printed. */
export async function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Starts the real server (`node build/server/main.js` unless told) on a fresh PGlite in a temp folder. */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const nodeArgs = options.nodeArgs ?? serverNodeArgs;
  if (nodeArgs.includes(serverEntry)) await ensureServerBuild();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `${options.label ?? 'easel-server'}-`));
  const port = options.port ?? (await findFreePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // Empty means unset: the embedded database (unless asked) and the mail outbox, whatever the shell has.
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      REDIS_URL: options.redisUrl ?? '',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Bounded, so a chatty server cannot eat the test runner's memory.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    await stopChild(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitForHealth(baseURL, child, options.timeoutMs ?? 60_000);
  } catch (err) {
    await stop();
    const printed = output.trim() || '(nothing)';
    throw new Error(`${(err as Error).message}\n--- server output ---\n${printed}`);
  }
  return { baseURL, dataDir, pid: child.pid ?? 0, output: () => output, stop, kill };
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The Easel server exited during start-up (${child.signalCode ?? `code ${child.exitCode}`})`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The Easel server did not answer GET /api/v1/health within ${timeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
