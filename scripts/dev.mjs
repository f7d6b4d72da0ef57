// `npm run dev`: Vite with hot reload on :5173 (it proxies /api) plus the API server in watch mode.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadDotEnv } from './lib/dot-env.mjs';
import { binPath, rootDir } from './lib/web-build.mjs';

loadDotEnv(rootDir);

const colour = process.stdout.isTTY;
const paint = (code, text) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);

const children = [
  {
    name: 'api',
    code: 35,
    args: [binPath('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
  },
  { name: 'web', code: 36, args: [binPath('vite/bin/vite.js'), '--clearScreen', 'false'] },
];

let stopping = false;
const running = children.map(({ name, code, args }) => {
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    // Own process group: Ctrl+C reaches each child once, through stop() below.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) },
  });
  const prefix = paint(code, `[${name}]`);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  child.on('exit', (exitCode, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? exitCode}); stopping the other process`);
      stop('SIGTERM', exitCode || 1);
    }
  });
  return child;
});

function isAlive(child) {
  return child.exitCode === null && child.signalCode === null;
}

function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of running) if (isAlive(child)) child.kill(signal);
  const waitAll = running.map((child) =>
    isAlive(child) ? new Promise((done) => child.once('exit', done)) : Promise.resolve(),
  );
  const force = setTimeout(() => {
    for (const child of running) if (isAlive(child)) child.kill('SIGKILL');
  }, 15_000);
  force.unref();
  Promise.all(waitAll).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('exit', () => {
  for (const child of running) if (isAlive(child)) child.kill('SIGKILL');
});
