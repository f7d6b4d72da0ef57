// The server as production runs it: server/main.ts bundled by esbuild into build/server/main.js, so
// a start loads one JavaScript file instead of transforming ~400 TypeScript files through tsx.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(rootDir, 'build', 'server', 'main.js');
/** Node flags the compiled server runs with: stack traces point into the TypeScript sources. */
export const serverNodeArgs = ['--enable-source-maps', serverEntry];

/** Inputs whose change makes the bundle out of date (tests never enter it, so they are skipped). */
const sourceDirs = ['server', 'shared'];
const sourceFiles = ['package.json', 'tsconfig.json'];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why the bundle must be rebuilt, or undefined when it is up to date. */
export function describeStaleServerBuild() {
  const built = statSync(serverEntry, { throwIfNoEntry: false });
  if (!built) return 'build/server/main.js is missing';
  const inputs = [...sourceDirs, ...sourceFiles].map((p) => join(rootDir, p));
  const newest = Math.max(...inputs.map(newestMtime));
  return newest > built.mtimeMs ? 'server sources changed since the last build' : undefined;
}

/**
 * Bundles the server. Dependencies stay in node_modules (packages external: native sharp, PGlite's
 * WASM and the like load as they are); our own files, reached through the `#shared/*` and
 * `#server/*` imports of package.json, are bundled. Several test workers may build at once, so the
 * files are written beside their final names and renamed into place: a reader never sees half.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(rootDir, 'server', 'main.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // The original sources are on disk beside the map; keeping them out halves the map.
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
    absWorkingDir: rootDir,
  });
  mkdirSync(dirname(serverEntry), { recursive: true });
  // The map first, so the moment main.js appears its map is already there.
  const files = [...result.outputFiles].sort((a) => (a.path.endsWith('.map') ? -1 : 1));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/** Builds only when the bundle is missing or out of date; throws when the build fails. */
export async function ensureServerBuild({ log = console.log } = {}) {
  const reason = describeStaleServerBuild();
  if (!reason) return false;
  log(`Building the server (${reason})…`);
  await buildServer();
  return true;
}
