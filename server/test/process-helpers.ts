import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, serverNodeArgs } from '../../scripts/lib/server-build.mjs';

/** A port nothing listens on right now, for a server process a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * The environment of a compiled server a process test starts (as `npm start` runs it): on PGlite in
 * `dataDir`, without the demo seed, mail or Redis, whatever the test runner's own environment says.
 */
export const compiledServerEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  REDIS_URL: '',
});

/**
 * Starts the compiled server (as `npm start` runs it) on PGlite in `dir`/data, waits for its health
 * check, runs `ask` against it and stops it. Returns every CommonJS module the process loaded (an ES
 * module's import of a CommonJS package lands in the same cache), recorded by a preloaded script at
 * exit: what the module-loading tests look into.
 */
export async function runCompiledServerRecordingModules(
  dir: string,
  ask: (baseUrl: string) => Promise<void> = async () => {},
): Promise<string[]> {
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
    if (!ok) throw new Error(`the server did not answer its health check within 45 s: ${stderr}`);
    await ask(baseUrl);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  const loaded = JSON.parse(readFileSync(loadedFile, 'utf8')) as string[];
  if (!loaded.includes(preload)) throw new Error('the record of loaded modules misses its own preload');
  return loaded;
}
