// `npm run bench:web` (issues 7 and 19): Lighthouse in mobile emulation against the production build and
// the compiled server, on every server-rendered page, with the demo world seeded. The scores go into
// docs/BENCHMARKS.md; a page under any bar (lighthouse-audit.ts) makes the command exit 1 after writing them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { findFreePort, rootDir, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { ensureServerBuild, serverNodeArgs } from '../scripts/lib/server-build.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import {
  auditPageRuns,
  categories,
  metrics,
  type PageSummary,
  passes,
  reportDir,
} from './lighthouse-audit.ts';
import {
  bundleMarkdown,
  HOME_TARGET_KB,
  homeMeetsTarget,
  lighthouseMarkdown,
  readBundleFigures,
} from './lighthouse-report.ts';
import { writeReportSection } from './report.ts';

/** A seeded artist (server/platform/db/seed): Maya, the ceramic artist of the demo logins. */
const SEEDED_ARTIST = 'maya';

/**
 * Runs per page: the bars hold for the median of three. LIGHTHOUSE_RUNS=1 gives a quick look (and
 * still writes the table, which says how many runs it took).
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
    // Chromium's helper processes may still be writing into the profile for a moment after it exits;
    // a profile they keep filling is left in the temporary folder, which is no failure of the bench.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Left Chromium's profile ${profile} in place (${(error as Error).message}).`);
    }
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

/** A seeded campaign's page, one with a picture (its largest paint), as the public list names it. */
async function seededCampaignPath(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/campaigns`);
  if (!response.ok) throw new Error(`GET /api/v1/campaigns answered ${response.status}`);
  const list = (await response.json()) as { id: string; imageUrl: string | null }[];
  const campaign = list.find((candidate) => candidate.imageUrl) ?? list[0];
  if (!campaign) throw new Error('The demo seed has no public campaign to audit');
  return `/campaigns/${campaign.id}`;
}

/** The pages the server renders (DESIGN.md §1). */
async function serverRenderedPages(baseURL: string): Promise<string[]> {
  const campaign = await seededCampaignPath(baseURL);
  return ['/', '/campaigns', campaign, '/marketplace', '/discover', `/artists/${SEEDED_ARTIST}`];
}

function describe(result: PageSummary): string {
  const scores = categories.map((category) => `${category.label} ${result.scores[category.id]}`);
  const measured = metrics.map(
    (metric) => `${metric.label} ${metric.show(result.metrics[metric.id] ?? Number.NaN)}`,
  );
  const runs = RUNS > 1 ? ` (performance per run: ${result.performanceRuns.join(', ')})` : '';
  return `  ${[...scores, ...measured].join(', ')}${runs}${passes(result) ? '' : ' — under the bar'}`;
}

async function main() {
  // WEB_DIST_DIR names a build made elsewhere (the server reads it too); otherwise ./dist, rebuilt if stale.
  if (!process.env.WEB_DIST_DIR) ensureWebBuild();
  await ensureServerBuild({ log: (message) => console.log(message) });
  let server: ServerProcess | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    console.log('Starting the compiled production server with the demo seed…');
    server = await startServer({
      label: 'easel-lighthouse',
      nodeArgs: serverNodeArgs,
      env: { NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
      timeoutMs: 180_000,
    });
    chromium = await launchChromium();
    const results: PageSummary[] = [];
    for (const path of await serverRenderedPages(server.baseURL)) {
      console.log(`Lighthouse ${path} (${RUNS} run${RUNS === 1 ? '' : 's'})…`);
      const result = await auditPageRuns(server.baseURL, path, chromium.port, RUNS);
      console.log(describe(result));
      for (const title of result.failing) console.log(`    ${title}`);
      results.push(result);
    }
    writeReportSection('lighthouse', lighthouseMarkdown(results, RUNS));
    const bundle = readBundleFigures(process.env.WEB_DIST_DIR ?? join(rootDir, 'dist'));
    if (bundle) writeReportSection('bundle', bundleMarkdown(bundle));
    if (bundle && !homeMeetsTarget(bundle)) {
      console.error(
        `The home route loads ${(bundle.home.gzip / 1024).toFixed(1)} KB of JavaScript (target ${HOME_TARGET_KB} KB).`,
      );
      process.exitCode = 1;
    }
    console.log(`Scores written to docs/BENCHMARKS.md; full reports in ${reportDir}`);
    if (!results.every(passes)) {
      console.error('Some pages are under a bar (see above).');
      process.exitCode = 1;
    }
  } finally {
    // The server is stopped even when Chromium's cleanup fails: left running, it kept the bench alive.
    try {
      await chromium?.close();
    } finally {
      await server?.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
