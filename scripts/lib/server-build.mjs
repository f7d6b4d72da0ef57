// The server as production runs it: server/main.ts bundled by esbuild into build/server/main.js, so
// a start loads one JavaScript file instead of transforming ~400 TypeScript files through tsx.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(rootDir, 'build', 'server', 'main.js');
/** Node flags the compiled server runs with: stack traces point into the TypeScript sources. */
export const serverNodeArgs = ['--enable-source-maps', serverEntry];

/** Inputs whose change makes the bundle out of date: our sources (tests never enter it) and, as packages are bundled, the lock file. */
const sourceDirs = ['server', 'shared'];
const sourceFiles = ['package.json', 'package-lock.json', 'tsconfig.json'];

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
 * Packages left in node_modules and loaded by Node as they are: native addons (pg-native is pg's
 * optional one); PGlite, which reads its WebAssembly and data files from beside its own module;
 * ioredis, which reads its package.json through __dirname, which a bundle does not have; and what
 * the server imports only when first needed (images, mail, S3, the OpenAPI document), which would
 * otherwise only grow the bundle. (`pg` is bundled: an external package imported anywhere in the
 * bundle is loaded at start, and Drizzle's node-postgres adapter imports it.)
 */
const externalPackages = new Set([
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  'ioredis',
  'file-type',
  'nodemailer',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@fastify/swagger',
]);

const packageName = (path) =>
  path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];

/**
 * Every other package is bundled, with whatever imports it. Node's loader resolves, reads and
 * wraps each of the ~900 files of Fastify, Zod, Drizzle and their dependencies separately: as
 * files that cost ~0.25 s of every start, bundled they cost a fraction (decision 021). The choice
 * is by package name wherever the import is made, so no package is ever both bundled and loaded
 * from node_modules (two copies of `pg` would break Drizzle's `instanceof` checks).
 */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, ({ path }) => {
      if (path.startsWith('node:') || externalPackages.has(packageName(path)))
        return { path, external: true };
      return undefined;
    });
  },
};

/**
 * Bundles the server: our own files, reached through the `#shared/*` and `#server/*` imports of
 * package.json, and the packages not in externalPackages. Several test workers may build at once, so the
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
    plugins: [keepPackagesExternal],
    // Bundled CommonJS packages call require(); an ES module has none, so the bundle makes one.
    banner: {
      js: "import { createRequire as createEaselRequire } from 'node:module'; const require = createEaselRequire(import.meta.url);",
    },
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
