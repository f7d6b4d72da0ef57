// The server as production runs it: server/main.ts bundled by esbuild into build/server/main.js, so
// a start loads one JavaScript file instead of transforming ~400 TypeScript files through tsx.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(rootDir, 'build', 'server', 'main.js');
/** Node flags the compiled server runs with: stack traces point into the TypeScript sources. */
export const serverNodeArgs = ['--enable-source-maps', serverEntry];

/** Inputs whose change makes the bundle out of date: our sources (tests never enter it), as packages are bundled the lock file, and this build itself. */
const sourceDirs = ['server', 'shared'];
const sourceFiles = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/lib/server-build.mjs'];

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

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...base64].map((char, value) => [char, value]));

/** A source map's `mappings`: per generated line, segments of up to five numbers, each field relative to the last. */
function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    if (!line) return [];
    return line.split(',').map((text) => {
      const segment = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = base64Value.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        const field = segment.length;
        state[field] += value & 1 ? -(value >>> 1) : value >>> 1;
        segment.push(state[field]);
        value = 0;
        shift = 0;
      }
      return segment;
    });
  });
}

function encodeMappings(lines) {
  const state = [0, 0, 0, 0, 0];
  const vlq = (number) => {
    let value = number < 0 ? (-number << 1) | 1 : number << 1;
    let out = '';
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value) digit |= 32;
      out += base64[digit];
    } while (value);
    return out;
  };
  return lines
    .map((segments) => {
      state[0] = 0;
      return segments
        .map((segment) =>
          segment
            .map((number, field) => {
              const text = vlq(number - state[field]);
              state[field] = number;
              return text;
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

/**
 * The map keeps our own sources (server/, shared/) and drops the packages'. Node reads, parses and
 * indexes the whole map as the bundle loads (--enable-source-maps): with every package in it, 2.5 MB
 * and ~0.1 s of each start; with ours only, a quarter of that. Our frames still point into the
 * TypeScript; a package's frame points into the bundle, which is not minified and keeps its names.
 * Where a package's code follows ours, a segment without a source ends our mapping, so a frame in
 * the package is never taken for the TypeScript before it.
 */
function ownSourcesOnly(text) {
  const map = JSON.parse(text);
  const kept = map.sources.map((source) => !source.includes('node_modules/'));
  const newIndex = [];
  const sources = [];
  map.sources.forEach((source, index) => {
    if (!kept[index]) return;
    newIndex[index] = sources.length;
    sources.push(source);
  });
  let names = 0;
  const nameIndex = new Map();
  // Across lines: a mapping holds until the next one, whatever line that is on.
  let inPackage = false;
  const lines = decodeMappings(map.mappings).map((segments) => {
    const out = [];
    for (const segment of segments) {
      if (segment.length === 1 || !kept[segment[1]]) {
        if (!inPackage) out.push([segment[0]]);
        inPackage = true;
        continue;
      }
      inPackage = false;
      const mapped = [segment[0], newIndex[segment[1]], segment[2], segment[3]];
      if (segment.length === 5) {
        if (!nameIndex.has(segment[4])) nameIndex.set(segment[4], names++);
        mapped.push(nameIndex.get(segment[4]));
      }
      out.push(mapped);
    }
    return out;
  });
  const namesKept = [];
  for (const [old, index] of nameIndex) namesKept[index] = map.names[old];
  return JSON.stringify({ ...map, sources, names: namesKept, mappings: encodeMappings(lines) });
}

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
    writeFileSync(temporary, file.path.endsWith('.map') ? ownSourcesOnly(file.text) : file.contents);
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
