import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverEntry, serverNodeArgs } from '../scripts/lib/server-build.mjs';
import { compiledServerEnv, freePort } from './test/process-helpers.ts';

// The compiled server (build/server/main.js) as `npm start` runs it. Started from another working
// directory, it must still find its migrations, and what it loads lazily must load from the bundle.

describe('compiled server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'easel-compiled-'));
  let child: ChildProcess;
  let stderr = '';
  let baseUrl = '';

  beforeAll(async () => {
    await ensureServerBuild({ log: () => {} });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, serverNodeArgs, {
      cwd: tmpdir(),
      env: compiledServerEnv(port, dataDir),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d) => (stderr += d));
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      const ok = await fetch(`${baseUrl}/api/v1/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not become healthy: ${stderr}`);
  }, 120_000);

  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a fresh database and answers from its tables', async () => {
    const status = await (await fetch(`${baseUrl}/api/v1/status`)).json();
    expect(status.database).toEqual({ driver: 'pglite', reachable: true });
    const campaigns = await fetch(`${baseUrl}/api/v1/campaigns`);
    expect(campaigns.status).toBe(200);
  });

  it('builds the OpenAPI document on first request, from every route', async () => {
    const doc = await (await fetch(`${baseUrl}/api/docs/json`)).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/campaigns']));
  });

  it("maps the bundle back to our TypeScript, and leaves the packages' code as bundled", () => {
    const payload = JSON.parse(readFileSync(`${serverEntry}.map`, 'utf8')) as SourceMapPayload;
    expect(payload.sources.some((source) => source.includes('node_modules/'))).toBe(false);
    const map = new SourceMap(payload);
    // esbuild heads each module's code with a comment naming its file.
    const lines = readFileSync(serverEntry, 'utf8').split('\n');
    const firstLineOf = (file: string) => lines.indexOf(`// ${file}`) + 1;
    // An unmapped position answers {}, a mapped one names its source.
    const sourceAt = (line: number) => (map.findEntry(line, 0) as { originalSource?: string }).originalSource;
    expect(sourceAt(firstLineOf('server/platform/config.ts'))).toMatch(/server\/platform\/config\.ts$/);
    const fastifyLine = firstLineOf('node_modules/fastify/fastify.js');
    expect(fastifyLine).toBeGreaterThan(0);
    expect(sourceAt(fastifyLine)).toBeUndefined();
  });

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});
