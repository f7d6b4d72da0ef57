import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const distIndex = join(rootDir, 'dist', 'index.html');

/** Inputs whose change makes the built web app out of date. */
const sourceDirs = ['web', 'shared'];
const sourceFiles = ['vite.config.ts', 'package.json'];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** A missing build, or a source file newer than dist/index.html, means the web app must be rebuilt. */
export function describeStaleBuild() {
  const built = statSync(distIndex, { throwIfNoEntry: false });
  if (!built) return 'dist/index.html is missing';
  const inputs = [...sourceDirs, ...sourceFiles].map((p) => join(rootDir, p));
  const newest = Math.max(...inputs.map(newestMtime));
  return newest > built.mtimeMs ? 'web sources changed since the last build' : undefined;
}

/** Path of an installed package's CLI, run with this Node so no shell or npx is involved. */
export function binPath(relative) {
  const path = join(rootDir, 'node_modules', relative);
  if (!existsSync(path)) throw new Error(`${relative} is not installed; run npm install`);
  return path;
}

/** Runs `vite build` and returns whether it succeeded (its output goes to this terminal). */
export function buildWeb() {
  const result = spawnSync(process.execPath, [binPath('vite/bin/vite.js'), 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  return result.status === 0;
}

/** Builds only when the build is missing or out of date; throws when the build fails. */
export function ensureWebBuild({ log = console.log } = {}) {
  const reason = describeStaleBuild();
  if (!reason) return false;
  log(`Building the web app (${reason})…`);
  if (!buildWeb()) throw new Error('vite build failed; fix the errors above and try again');
  return true;
}
