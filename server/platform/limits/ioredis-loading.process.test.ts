import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverNodeArgs } from '../../../scripts/lib/server-build.mjs';
import { compiledServerEnv, freePort } from '../../test/process-helpers.ts';

// ioredis (and its ~60 modules) is loaded only when Redis is configured (decision 022): the rate
// limit and the account limits import it when they are given a REDIS_URL. The compiled server,
// as `npm start` runs it on PGlite, is asked one health check and one sign-in and stopped; a preloaded script
// records every CommonJS module the process loaded (an ES module's import of a CommonJS package
// lands in the same cache).

describe('the compiled server without REDIS_URL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'easel-no-redis-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers without loading ioredis', async () => {
    await ensureServerBuild({ log: () => {} });
    const preload = join(dir, 'record-loaded.cjs');
    const loadedFile = join(dir, 'loaded.json');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loadedFile)}, JSON.stringify(Object.keys(require.cache))));\n`,
    );
    const port = await freePort();
    const child = spawn(process.execPath, ['--require', preload, ...serverNodeArgs], {
      cwd: tmpdir(),
      env: compiledServerEnv(port, join(dir, 'data')),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    try {
      const deadline = Date.now() + 45_000;
      let ok = false;
      while (!ok && Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (!ok) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ok, stderr).toBe(true);
      // A sign-in loads argon2's binding (a CommonJS package), which shows the record works below.
      await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
      });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const loaded = JSON.parse(readFileSync(loadedFile, 'utf8')) as string[];
    // The record works: the CommonJS package the sign-in loaded (argon2's binding) is in it.
    expect(loaded.some((path) => /[/\\]node_modules[/\\]@node-rs[/\\]argon2/.test(path))).toBe(true);
    expect(loaded.filter((path) => /[/\\]node_modules[/\\](@ioredis|ioredis)[/\\]/.test(path))).toEqual([]);
  }, 120_000);
});
