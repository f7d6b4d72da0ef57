// `npm run bench:web` (issue 7): Lighthouse in mobile emulation against the production build, on the
// home page, the campaigns, an artist's page and the marketplace, with the demo world seeded. The scores
// go into docs/BENCHMARKS.md; any score under its bar makes the command exit 1 after writing them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { findFreePort, rootDir, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { BUDGET_FILE, type BudgetFigures } from '../scripts/bundle-budget.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { describeMachine, writeReportSection } from './report.ts';

/** A seeded artist (server/platform/db/seed): Maya, the ceramic artist of the demo logins. */
const SEEDED_ARTIST = 'maya';
const pages = ['/', '/campaigns', `/artists/${SEEDED_ARTIST}`, '/marketplace'];

const categories = [
  { id: 'performance', label: 'Performance', bar: 95 },
  { id: 'accessibility', label: 'Accessibility', bar: 100 },
  { id: 'best-practices', label: 'Best practices', bar: 95 },
] as const;

/** Where the full JSON reports go; outside the repository, they are diagnostics, not results. */
const reportDir = join(tmpdir(), 'easel-lighthouse');

type PageResult = { path: string; scores: Record<string, number>; failing: string[] };
/** The median run of a page, and the performance score of every run. */
type PageSummary = PageResult & { performanceRuns: number[] };

/**
 * Runs per page. Lighthouse's simulated throttling replays the trace of one real load, so one run can
 * land several points away from the next; its authors advise the median of several runs.
 * LIGHTHOUSE_RUNS=1 gives a quick look.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** Debian's Chromium with the flags this machine needs, and a DevTools port for Lighthouse. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await findFreePort();
  const profile = mkdtempSync(join(tmpdir(), 'easel-lighthouse-profile-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const close = async () => {
    await stopProcess(child);
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, close };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await close();
  throw new Error(`Chromium (${chromiumPath}) did not open its DevTools port within 30 s`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await exited;
}

/** Titles of the audits that cost points in a category under its bar, so the report says what to fix. */
function failingAudits(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0 || categoryId === 'accessibility')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const value = audit?.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit?.title}${value}`;
    });
}

/** RUNS audits of one page; the run with the median performance score stands for the page. */
async function auditPageRuns(baseURL: string, path: string, port: number): Promise<PageSummary> {
  const runs: PageResult[] = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await auditWithRetry(baseURL, path, port, run));
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance ?? 0) };
}

/** A run Lighthouse itself could not record (its trace lost the navigation start, say). */
class LighthouseRunError extends Error {}

/**
 * Lighthouse sometimes loses a run's trace (NO_NAVSTART) and says to run it again; that run is retried,
 * twice at most, so one lost trace does not throw away the other pages' figures. A page that fails
 * every time still fails the command.
 */
async function auditWithRetry(baseURL: string, path: string, port: number, run: number): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(baseURL, path, port, run);
    } catch (err) {
      if (!(err instanceof LighthouseRunError) || attempt === 3) throw err;
      console.log(`  ${err.message}; running it again`);
    }
  }
}

async function auditPage(baseURL: string, path: string, port: number, run: number): Promise<PageResult> {
  // Lighthouse's default configuration is mobile: a Moto G Power-sized screen, slow 4G, 4× CPU slowdown.
  const result = await lighthouse(`${baseURL}${path}`, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories.map((category) => category.id),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  // The full report, for reading every audit (LCP element, unused JavaScript, …) when a score drops.
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(
    join(reportDir, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-run${run}.json`),
    JSON.stringify(lhr),
  );
  if (lhr.runtimeError) {
    throw new LighthouseRunError(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
  }
  const scores: Record<string, number> = {};
  const failing: string[] = [];
  for (const category of categories) {
    const score = Math.round((lhr.categories[category.id]?.score ?? 0) * 100);
    scores[category.id] = score;
    if (score < category.bar) {
      for (const title of failingAudits(lhr, category.id)) failing.push(`${category.label}: ${title}`);
    }
  }
  return { path, scores, failing };
}

function passes(result: PageResult): boolean {
  return categories.every((category) => (result.scores[category.id] ?? 0) >= category.bar);
}

/** Why performance can land under its bar, measured on a quiet machine; kept with the figures it explains. */
const performanceGap = `**Where the last points go.** Lighthouse's mobile run simulates a slow 4G link (150 ms round
trips, 1.6 Mbit/s) and a CPU four times slower. Easel is a client-rendered single-page app, so the largest paint waits
for the chain HTML → JavaScript (about 139 KB gzipped; see the bundle section) → the page's first API call → its image.
What shortened it: the page's code comes in a handful of files instead of 30–40 (the build's \`codeSplitting\` groups);
route loaders start the first API calls while that code downloads (the artist page asks for profile and gallery side by
side); JSON answers are compressed; listings and avatars use small WebP renditions; and the feed's later artworks wait
until the first one has painted. The medians sit at 94–96 and single runs move by a point or two, mostly through
First Contentful Paint: Lighthouse counts every high-priority file that finished before the measured first paint as
blocking it, so a run where the two web fonts (85 KB) land a few milliseconds before that paint scores about 0.4 s worse.
The artist page has the least room: its largest paint is the cover, a blurred copy of the newest work. Its picture is
asked for as soon as the gallery answers, but it paints only once the page's code has rendered: about 1.4 s of load
delay and 0.9 s of render delay put it at 2.8 s, where a full LCP score needs 2.5 s (one run, with 240 ms of
blocking time, scored 90).
Taking the first page off that chain altogether needs it to come from the server (pre-rendered, or its data inlined into
\`index.html\`), which changes the architecture DESIGN.md fixes; decision 017 proposes it.`;

function toMarkdown(results: PageSummary[]): string {
  const bars = categories.map((category) => `${category.label.toLowerCase()} ≥ ${category.bar}`).join(', ');
  const lines = [
    '## Lighthouse (`npm run bench:web`)',
    '',
    describeMachine(),
    `Production build and server (\`NODE_ENV=production\`, demo seed, PGlite), Lighthouse ${lighthouseVersion()} in mobile emulation, Debian Chromium. Bars: ${bars}.`,
    `Each page is audited ${RUNS} time${RUNS === 1 ? '' : 's'}; the table shows the run with the median performance score, and the performance score of every run.`,
    '',
    `| page | ${categories.map((category) => category.label).join(' | ')} | performance, every run | result |`,
    `| --- | ${categories.map(() => '---:').join(' | ')} | --- | --- |`,
  ];
  for (const result of results) {
    const cells = categories.map((category) => String(result.scores[category.id] ?? 0));
    lines.push(
      `| \`${result.path}\` | ${cells.join(' | ')} | ${result.performanceRuns.join(', ')} | ${passes(result) ? 'pass' : 'under the bar'} |`,
    );
  }
  const failing = results.filter((result) => result.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Audits that cost points where a score is under its bar:', '');
    for (const result of failing) {
      for (const title of result.failing) lines.push(`- \`${result.path}\` ${title}`);
    }
  }
  if (results.some((result) => (result.scores.performance ?? 0) < 95)) lines.push('', performanceGap);
  return lines.join('\n');
}

function lighthouseVersion(): string {
  const manifest = readFileSync(join(rootDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The bundle budget as the last build measured it (scripts/bundle-budget.mjs writes the figures beside
 * the build), with the reason the home route's budget is not the 100 KB.
 */
function bundleMarkdown(distDir: string): string | undefined {
  let figures: BudgetFigures;
  try {
    figures = JSON.parse(readFileSync(join(distDir, BUDGET_FILE), 'utf8')) as BudgetFigures;
  } catch {
    return undefined;
  }
  const routes = figures.lazy.filter((chunk) => chunk.route);
  const onUse = figures.lazy.filter((chunk) => !chunk.route);
  const name = (fileName: string) => fileName.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  const list = (chunks: typeof figures.lazy) =>
    chunks.map((chunk) => `${name(chunk.fileName)} ${kb(chunk.gzip)}`).join(', ');
  const largestRoute = Math.max(...routes.map((chunk) => chunk.gzip));
  return [
    '## Bundle budget (`vite build`)',
    '',
    describeMachine(),
    'Gzip level 9, as the build precompresses the files the server sends. The build fails when a budget is exceeded.',
    '',
    '| what | measured | budget | issue 7 asks |',
    '| --- | ---: | ---: | ---: |',
    `| JavaScript of the home route (entry, everything index.html loads or preloads, the feed route and its imports) | ${kb(figures.home.gzip)} KB | ${figures.homeKb} KB | 100 KB |`,
    `| largest lazy route (what it adds to the home route's files) | ${kb(largestRoute)} KB | ${figures.lazyKb} KB | 60 KB |`,
    '',
    'The gap on the home route: an empty app on the same stack, built the same way (React 19.3 with react-dom,',
    'React Router 7.18 with the data router, TanStack Query 5.108, one query on one route), already loads',
    '105.6 KB gzipped (react-dom 63.5, React Router 28.8, TanStack Query 12.3), so no page on this stack fits',
    "100 KB; Easel's shell and home feed add about 33 KB. Everything else loads on use: each route, each",
    'dashboard tab, the sign-in dialog, the mobile menu, the notification bell, comments and every form dialog.',
    '',
    `Lazy routes and dashboard tabs (KB added to what is already loaded): ${list(routes)}.`,
    '',
    `Loaded on use (a dialog beyond the page that opens it; listed, not budgeted): ${list(onUse)}.`,
  ].join('\n');
}

async function main() {
  // WEB_DIST_DIR names a build made elsewhere (the server reads it too); otherwise ./dist, rebuilt if stale.
  if (!process.env.WEB_DIST_DIR) ensureWebBuild();
  let server: ServerProcess | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    console.log('Starting the production server with the demo seed…');
    server = await startServer({
      label: 'easel-lighthouse',
      env: { NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
      timeoutMs: 180_000,
    });
    chromium = await launchChromium();
    const results: PageSummary[] = [];
    for (const path of pages) {
      console.log(`Lighthouse ${path} (${RUNS} run${RUNS === 1 ? '' : 's'})…`);
      const result = await auditPageRuns(server.baseURL, path, chromium.port);
      const line = categories.map((category) => `${category.label} ${result.scores[category.id]}`).join(', ');
      const runs = RUNS > 1 ? ` (median; performance per run: ${result.performanceRuns.join(', ')})` : '';
      console.log(`  ${line}${runs}${passes(result) ? '' : ' — under the bar'}`);
      for (const title of result.failing) console.log(`    ${title}`);
      results.push(result);
    }
    writeReportSection('lighthouse', toMarkdown(results));
    const bundle = bundleMarkdown(process.env.WEB_DIST_DIR ?? join(rootDir, 'dist'));
    if (bundle) writeReportSection('bundle', bundle);
    console.log(`Scores written to docs/BENCHMARKS.md; full reports in ${reportDir}`);
    if (!results.every(passes)) {
      console.error('Some Lighthouse scores are under the bar (see above).');
      process.exitCode = 1;
    }
  } finally {
    await chromium?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
