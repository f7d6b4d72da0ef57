// The sections `npm run bench:web` writes into docs/BENCHMARKS.md: the Lighthouse table and the
// bundle budget as the last build measured it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../e2e/support/server-process.ts';
import { BUDGET_FILE, type BudgetFigures } from '../scripts/bundle-budget.mjs';
import { categories, metrics, type PageSummary, passes } from './lighthouse-audit.ts';
import { describeMachine } from './report.ts';

function lighthouseVersion(): string {
  const manifest = readFileSync(join(rootDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

export function lighthouseMarkdown(results: readonly PageSummary[], runs: number): string {
  const bars = [
    ...categories.map((category) => `${category.label.toLowerCase()} ≥ ${category.bar}`),
    ...metrics.map((metric) => `${metric.label} ≤ ${metric.show(metric.bar)}`),
  ].join(', ');
  const lines = [
    '## Lighthouse (`npm run bench:web`)',
    '',
    describeMachine(),
    `Production build and compiled server, started as \`npm start\` starts them (\`NODE_ENV=production\`, demo seed, PGlite), Lighthouse ${lighthouseVersion()} in mobile emulation, Debian Chromium. Bars: ${bars}.`,
    `Each page is audited ${runs} time${runs === 1 ? '' : 's'}. The scores are each category's median over the runs; LCP, CLS and TBT are those of the run with the median performance score. The last column but one is the performance score of every run.`,
    '',
    `| page | ${categories.map((category) => category.label).join(' | ')} | ${metrics.map((metric) => metric.label).join(' | ')} | performance, every run | result |`,
    `| --- | ${[...categories, ...metrics].map(() => '---:').join(' | ')} | --- | --- |`,
  ];
  for (const result of results) {
    const scores = categories.map((category) => String(result.scores[category.id] ?? 0));
    const measured = metrics.map((metric) => metric.show(result.metrics[metric.id] ?? Number.NaN));
    lines.push(
      `| \`${result.path}\` | ${[...scores, ...measured].join(' | ')} | ${result.performanceRuns.join(', ')} | ${passes(result) ? 'pass' : 'under the bar'} |`,
    );
  }
  const failing = results.filter((result) => result.failing.length > 0);
  if (failing.length > 0) {
    lines.push(
      '',
      'What keeps a page under a bar (the audits that cost points, and metrics over their bars):',
      '',
    );
    for (const result of failing) {
      for (const title of result.failing) lines.push(`- \`${result.path}\` ${title}`);
    }
  }
  return lines.join('\n');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Issue 19: the JavaScript needed before the home page is interactive, gzipped. */
export const HOME_TARGET_KB = 110;

/** The figures scripts/bundle-budget.mjs wrote beside the last build; undefined without a build. */
export function readBundleFigures(distDir: string): BudgetFigures | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, BUDGET_FILE), 'utf8')) as BudgetFigures;
  } catch {
    return undefined;
  }
}

/** Whether the home route's first download meets issue 19's target. */
export const homeMeetsTarget = (figures: BudgetFigures) => figures.home.gzip / 1024 <= HOME_TARGET_KB;

/**
 * The bundle budget as the last build measured it, against issue 19's target, with the reason the
 * home route does not meet it.
 */
export function bundleMarkdown(figures: BudgetFigures): string {
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
    '| what | measured | build budget | target | result |',
    '| --- | ---: | ---: | ---: | --- |',
    `| JavaScript of the home route (entry, everything the server-rendered page preloads: the feed route and its imports) | ${kb(figures.home.gzip)} KB | ${figures.homeKb} KB | ${HOME_TARGET_KB} KB (issue 19) | ${homeMeetsTarget(figures) ? 'met' : '**not met**'} |`,
    `| largest lazy route (what it adds to the home route's files) | ${kb(largestRoute)} KB | ${figures.lazyKb} KB | 60 KB (issue 7) | ${largestRoute / 1024 <= 60 ? 'met' : '**not met**'} |`,
    '',
    'The gap on the home route: an empty app on the same stack, built the same way (React 19.3 with react-dom,',
    'React Router 7.18 with the data router, TanStack Query 5.108, one query on one route), already loads',
    `105.6 KB gzipped (react-dom 63.5, React Router 28.8, TanStack Query 12.3), which leaves ${(HOME_TARGET_KB - 105.6).toFixed(1)} KB of the`,
    `${HOME_TARGET_KB} KB target for the app itself. Everything the server-rendered home page shows must be hydrated by what`,
    'it preloads, so the header, the feed cards and their actions are in it (about 35 KB); everything else loads on use:',
    'each route, each dashboard tab, the search suggestions, the sign-in dialog, the mobile menu, the notification bell,',
    'comments and every form dialog.',
    '',
    `Lazy routes and dashboard tabs (KB added to what is already loaded): ${list(routes)}.`,
    '',
    `Loaded on use (a dialog beyond the page that opens it; listed, not budgeted): ${list(onUse)}.`,
  ].join('\n');
}
