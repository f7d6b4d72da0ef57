import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/process-helpers.ts';

// The real entry point as a process: configuration errors, the data-folder lock and graceful shutdown.

type Run = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
};

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitForHealth(port: number, run: Run) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.stderr()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${run.stderr()}`);
}

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'easel-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one clear line naming a bad variable', async () => {
    const run = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toBe('Invalid configuration: PORT must be a port number (got "abc")');
  });

  it('holds its data folder, refuses a second server on it, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first);
    const status = await (await fetch(`http://127.0.0.1:${port}/api/v1/status`)).json();
    expect(status.database).toEqual({ driver: 'pglite', reachable: true });

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`is already using DATA_DIR ${dataDir}`);

    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/status`);
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('stopped');
    expect(existsSync(join(dataDir, 'easel.lock'))).toBe(false);
  }, 90_000);

  it('seeds an empty folder in a process of its own, then serves the demo world, and seeds only once', async () => {
    const seededDir = mkdtempSync(join(tmpdir(), 'easel-seeded-'));
    try {
      const port = await freePort();
      const first = startServer({ PORT: String(port), DATA_DIR: seededDir, SEED_DEMO: 'true' });
      await waitForHealth(port, first);
      const maya = await fetch(`http://127.0.0.1:${port}/api/v1/profiles/public/maya`);
      expect(maya.status).toBe(200);
      // Seeded by another process than the one serving (decision 024: the seed would slow it for good).
      const seededBy = /"seededBy":(\d+)/.exec(first.stdout())?.[1];
      expect(seededBy).toBeDefined();
      expect(Number(seededBy)).not.toBe(first.child.pid);
      expect(first.stdout()).toContain('demo world seeded in');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const again = startServer({ PORT: String(port), DATA_DIR: seededDir, SEED_DEMO: 'true' });
      await waitForHealth(port, again);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/profiles/public/maya`)).status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      expect(again.stdout()).not.toContain('seeded');
    } finally {
      rmSync(seededDir, { recursive: true, force: true });
    }
  }, 180_000);
});
