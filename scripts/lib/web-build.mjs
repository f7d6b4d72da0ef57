import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const distIndex = join(rootDir, 'dist', 'index.html');
/** The server render of the public pages (`vite build --ssr`), which the server loads beside dist/. */
export const ssrEntry = join(rootDir, 'build', 'ssr', 'entry-server.js');

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
  if (!existsSync(ssrEntry)) return 'the server render (build/ssr) is missing';
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

/**
 * Runs `vite build` for the browser, then for the server render of the public pages, and returns
 * whether both succeeded (their output goes to this terminal). The browser build comes first: it
 * writes the manifest the server reads to preload each page's chunks.
 */
export function buildWeb() {
  const vite = binPath('vite/bin/vite.js');
  for (const args of [['build'], ['build', '--ssr', 'entry-server.tsx']]) {
    // Always the production build, also when called from a test run (Vitest sets NODE_ENV=test,
    // and Vite would then bundle React's development build, over every budget).
    const result = spawnSync(process.execPath, [vite, ...args], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) return false;
  }
  return true;
}

/** Builds only when the build is missing or out of date; throws when the build fails. */
export function ensureWebBuild({ log = console.log } = {}) {
  const reason = describeStaleBuild();
  if (!reason) return false;
  log(`Building the web app (${reason})…`);
  if (!buildWeb()) throw new Error('vite build failed; fix the errors above and try again');
  return true;
}
