import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverNodeArgs } from '../../../scripts/lib/server-build.mjs';
import { compiledServerEnv, freePort } from '../../test/process-helpers.ts';

// argon2's native binding is loaded at the first password hash or verify, not at start (decision
// 022). The compiled server, as `npm start` runs it, is started on one data folder twice; a
// preloaded script records every CommonJS module the process loaded (the binding's package is one).

const isArgon2 = (path: string) => /[/\\]node_modules[/\\]@node-rs[/\\]argon2/.test(path);

describe('the compiled server and argon2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'easel-argon2-'));
  const preload = join(dir, 'record-loaded.cjs');
  const loadedFile = join(dir, 'loaded.json');
  beforeAll(() => {
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loadedFile)}, JSON.stringify(Object.keys(require.cache))));\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts the server, waits for its health check, runs `ask`, stops it; the modules it loaded. */
  async function runServer(ask: (baseUrl: string) => Promise<void>): Promise<string[]> {
    await ensureServerBuild({ log: () => {} });
    const port = await freePort();
    const child = spawn(process.execPath, ['--require', preload, ...serverNodeArgs], {
      cwd: tmpdir(),
      env: compiledServerEnv(port, join(dir, 'data')),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 45_000;
      let ok = false;
      while (!ok && Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        ok = await fetch(`${baseUrl}/api/v1/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (!ok) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ok, stderr).toBe(true);
      await ask(baseUrl);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    return JSON.parse(readFileSync(loadedFile, 'utf8')) as string[];
  }

  it('answers without loading argon2', async () => {
    const loaded = await runServer(async () => {});
    // The record was written (the preload is in it); the next test shows it catches argon2.
    expect(loaded).toContain(preload);
    expect(loaded.filter(isArgon2)).toEqual([]);
  }, 120_000);

  it('loads argon2 for the first sign-in, and the sign-in is checked', async () => {
    const loaded = await runServer(async (baseUrl) => {
      const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
      });
      // No such account: refused after verifying against a throw-away argon2 hash.
      expect(res.status).toBe(401);
    });
    expect(loaded.filter(isArgon2).length).toBeGreaterThan(0);
  }, 120_000);
});
