// The bundle budget (issue 7): a Vite plugin that weighs, after every `vite build`, the JavaScript a
// visitor downloads for the home route and for each lazily loaded chunk, prints the figures, and fails
// the build when one is over. Gzip at level 9, as a server precompressing static files would send it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** Written into the build folder: the measured figures and the budgets. */
export const BUDGET_FILE = 'bundle-budget.json';

/** Chunk file names the built HTML loads: module scripts and modulepreload links. */
export function findHtmlScripts(html) {
  const names = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) names.add(url.replace(/^\//, ''));
  }
  return names;
}

/** The chunk and every chunk it imports statically, transitively: what loading it really costs. */
export function collectStaticClosure(bundle, fileNames) {
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return seen;
}

/** Name of the lazy chunk whose facade is the given source module (a route module, say). */
function findChunkOf(bundle, moduleSuffix) {
  return Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix),
  )?.fileName;
}

/**
 * What is surely loaded when a lazy chunk's import runs: the home route plus, for a chunk imported
 * from inside another lazy chunk (a dialog from its page), that chunk and its static imports. When
 * several places import it, only what all of them have loaded counts (the worst case).
 */
function makeLoadedBefore(bundle, home) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const memo = new Map();
  const visiting = new Set();
  const loadedBefore = (fileName) => {
    if (memo.has(fileName)) return memo.get(fileName);
    if (visiting.has(fileName)) return home;
    visiting.add(fileName);
    const importers = chunks.filter((chunk) => chunk.dynamicImports.includes(fileName));
    let guaranteed;
    for (const importer of importers) {
      // The importer is loaded by the home route itself, or as part of a lazy chunk's static imports.
      const contexts = home.has(importer.fileName)
        ? [home]
        : chunks
            .filter((lazy) => lazy.isDynamicEntry && !home.has(lazy.fileName))
            .map((lazy) => ({ lazy, closure: collectStaticClosure(bundle, [lazy.fileName]) }))
            .filter(({ closure }) => closure.has(importer.fileName))
            .map(({ lazy, closure }) => new Set([...loadedBefore(lazy.fileName), ...closure]));
      for (const context of contexts) {
        guaranteed = guaranteed ? new Set([...guaranteed].filter((name) => context.has(name))) : context;
      }
    }
    visiting.delete(fileName);
    const result = guaranteed ?? home;
    memo.set(fileName, result);
    return result;
  };
  return loadedBefore;
}

/**
 * Weighs a finished bundle. The home route is the entry, everything index.html loads or preloads, and
 * the home route module with its static imports. Each lazy chunk is weighed with the static imports it
 * adds to what is already loaded when it is imported: a route beyond the home route, a dialog beyond
 * the page that opens it. That is what a visitor downloads at that moment.
 */
export function measureBundle(bundle, { homeRouteModule, htmlFileName = 'index.html' }) {
  const gzipCache = new Map();
  const gzipSize = (fileName) => {
    if (!gzipCache.has(fileName)) {
      gzipCache.set(fileName, gzipSync(bundle[fileName].code, { level: 9 }).length);
    }
    return gzipCache.get(fileName);
  };
  const sum = (names) => [...names].reduce((total, name) => total + gzipSize(name), 0);

  const html = bundle[htmlFileName];
  const htmlSource = html?.type === 'asset' ? String(html.source) : '';
  const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
  const homeChunk = findChunkOf(bundle, homeRouteModule);
  if (!homeChunk) throw new Error(`No chunk is built from the home route module ${homeRouteModule}`);
  const roots = new Set([
    ...entries.map((chunk) => chunk.fileName),
    ...findHtmlScripts(htmlSource),
    homeChunk,
  ]);
  const home = collectStaticClosure(bundle, roots);
  const loadedBefore = makeLoadedBefore(bundle, home);

  const lazy = Object.values(bundle)
    .filter((item) => item.type === 'chunk' && item.isDynamicEntry && !home.has(item.fileName))
    .map((chunk) => {
      const loaded = loadedBefore(chunk.fileName);
      const added = [...collectStaticClosure(bundle, [chunk.fileName])].filter((name) => !loaded.has(name));
      const source = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
      return { fileName: chunk.fileName, source, chunks: added, gzip: sum(added) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const homeChunks = [...home].map((fileName) => ({ fileName, gzip: gzipSize(fileName) }));
  homeChunks.sort((a, b) => b.gzip - a.gzip);
  return { home: { chunks: homeChunks, gzip: sum(home) }, lazy };
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The report printed after the build, and the list of what is over budget (empty when within).
 * `isRoute` picks the lazy chunks the per-route budget holds (pages, and dashboard tabs, which have
 * their own address); the others (dialogs, panels opened by a click) are listed for information.
 */
export function judgeBundle(measured, { homeKb, lazyKb, isRoute = () => true }) {
  const over = [];
  const lines = [`Bundle budget (gzip): home route ${formatKb(measured.home.gzip)} of ${homeKb} KB`];
  for (const chunk of measured.home.chunks)
    lines.push(`  ${formatKb(chunk.gzip).padStart(9)}  ${chunk.fileName}`);
  if (measured.home.gzip > homeKb * KB) {
    over.push(`the home route loads ${formatKb(measured.home.gzip)} of JavaScript (budget ${homeKb} KB)`);
  }
  lines.push(
    `Lazy chunks, each with what it adds to what is loaded before it (routes: budget ${lazyKb} KB each):`,
  );
  for (const chunk of measured.lazy) {
    const route = isRoute(chunk.source);
    const kind = route ? 'route' : 'on use';
    lines.push(
      `  ${formatKb(chunk.gzip).padStart(9)}  ${kind.padEnd(6)}  ${chunk.fileName} (${chunk.chunks.length} files)`,
    );
    if (route && chunk.gzip > lazyKb * KB) {
      over.push(
        `${chunk.fileName} loads ${formatKb(chunk.gzip)} (budget ${lazyKb} KB): ${chunk.chunks.join(', ')}`,
      );
    }
  }
  return { report: lines.join('\n'), over };
}

/** The Vite plugin: prints the figures after a build and fails it when a budget is exceeded. */
export function bundleBudget({ homeRouteModule, homeKb, lazyKb, isRoute }) {
  return {
    name: 'easel:bundle-budget',
    apply: 'build',
    // writeBundle sees index.html as Vite finally wrote it, with its modulepreload links.
    writeBundle(options, bundle) {
      const measured = measureBundle(bundle, { homeRouteModule });
      const { report, over } = judgeBundle(measured, { homeKb, lazyKb, isRoute });
      console.log(`\n${report}\n`);
      // The figures beside the build, for `npm run bench:web` to put into docs/BENCHMARKS.md.
      const routes = measured.lazy.map((chunk) => ({
        ...chunk,
        route: isRoute ? isRoute(chunk.source) : true,
      }));
      const figures = { homeKb, lazyKb, home: measured.home, lazy: routes };
      if (options.dir) writeFileSync(join(options.dir, BUDGET_FILE), `${JSON.stringify(figures, null, 2)}\n`);
      if (over.length > 0) {
        this.error(
          `Bundle budget exceeded:\n- ${over.join('\n- ')}\nSplit the code (lazy routes, lazy dialogs) or drop the dependency.`,
        );
      }
    },
  };
}
