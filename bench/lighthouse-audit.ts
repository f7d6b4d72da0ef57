// One page's Lighthouse runs for `npm run bench:web` (bench/lighthouse.ts): the bars, the audits and
// the median that stands for the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';

/** Category scores (0–100): the page's median over its runs must reach each bar. */
export const categories = [
  { id: 'performance', label: 'Performance', bar: 98 },
  { id: 'accessibility', label: 'Accessibility', bar: 100 },
  { id: 'best-practices', label: 'Best practices', bar: 95 },
] as const;

/** Lab metrics of the median run, each at most its bar. */
export const metrics = [
  {
    id: 'largest-contentful-paint',
    label: 'LCP',
    bar: 1800,
    show: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
  },
  { id: 'cumulative-layout-shift', label: 'CLS', bar: 0.02, show: (value: number) => value.toFixed(3) },
  { id: 'total-blocking-time', label: 'TBT', bar: 100, show: (ms: number) => `${Math.round(ms)} ms` },
] as const;

/** Where the full JSON reports go; outside the repository, they are diagnostics, not results. */
export const reportDir = join(tmpdir(), 'easel-lighthouse');

type Scores = Record<string, number>;
type PageResult = { path: string; scores: Scores; metrics: Scores; lhr: Result };
/**
 * A page as the report shows it: each category's median over the runs, the metrics of the run with
 * the median performance score, why it is under a bar, and the performance score of every run.
 */
export type PageSummary = {
  path: string;
  scores: Scores;
  metrics: Scores;
  failing: string[];
  performanceRuns: number[];
};

/** A run Lighthouse itself could not record (its trace lost the navigation start, say). */
class LighthouseRunError extends Error {}

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
  const scores: Scores = {};
  for (const category of categories) {
    scores[category.id] = Math.round((lhr.categories[category.id]?.score ?? 0) * 100);
  }
  const measured: Scores = {};
  for (const metric of metrics) measured[metric.id] = lhr.audits[metric.id]?.numericValue ?? Number.NaN;
  return { path, scores, metrics: measured, lhr };
}

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

/** Titles of the audits that cost points in a category, so the report says what to fix. */
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

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * `runs` audits of one page. Lighthouse's simulated throttling replays the trace of one real load, so
 * one run can land several points away from the next; its authors advise the median of several runs.
 */
export async function auditPageRuns(
  baseURL: string,
  path: string,
  port: number,
  runs: number,
): Promise<PageSummary> {
  const results: PageResult[] = [];
  for (let run = 1; run <= runs; run++) results.push(await auditWithRetry(baseURL, path, port, run));
  const performanceRuns = results.map((result) => result.scores.performance ?? 0);
  const medianRun = results.find((result) => result.scores.performance === median(performanceRuns))!;
  const scores: Scores = {};
  const failing: string[] = [];
  for (const category of categories) {
    scores[category.id] = median(results.map((result) => result.scores[category.id] ?? 0));
    if (scores[category.id]! < category.bar) {
      for (const title of failingAudits(medianRun.lhr, category.id))
        failing.push(`${category.label}: ${title}`);
    }
  }
  for (const metric of metrics) {
    const value = medianRun.metrics[metric.id]!;
    if (!(value <= metric.bar))
      failing.push(`${metric.label} ${metric.show(value)}, over ${metric.show(metric.bar)}`);
  }
  return { path, scores, metrics: medianRun.metrics, failing, performanceRuns };
}

/** Every category at its bar and every metric of the median run within its own. */
export function passes(summary: PageSummary): boolean {
  return (
    categories.every((category) => (summary.scores[category.id] ?? 0) >= category.bar) &&
    metrics.every((metric) => (summary.metrics[metric.id] ?? Number.NaN) <= metric.bar)
  );
}
