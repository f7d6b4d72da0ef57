// `npm run bench`: every server figure of issue 7 (P1–P7, idle memory), printed as tables and
// written to the `server` section of docs/BENCHMARKS.md. `BENCH_SECONDS=1 npm run bench` is a
// quick smoke run; `BENCH_ONLY=p1,p2,writes,cold,upload` runs some groups (and writes no report).
import { ensureServerBuild } from '../scripts/lib/server-build.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { benchBaseline, HEALTH_RATIO_BUDGET } from './baseline.ts';
import { benchColdStart, COLD_START_BUDGET_MS, IDLE_RSS_BUDGET_MB } from './cold-start.ts';
import { benchReadsOnDrivers, READ_RATIO_BUDGET } from './drivers.ts';
import { benchSettings } from './measure.ts';
import { describeMachine, reportPath, writeReportSection } from './report.ts';
import { type GroupResult, tableToMarkdown, tableToText } from './table.ts';
import { benchUploadMemory } from './upload.ts';
import { benchWritesOnDrivers } from './writes.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const groups: { id: string; title: string; run: () => Promise<GroupResult> }[] = [
  { id: 'p1', title: 'P1: health against bare node:http', run: benchBaseline },
  {
    id: 'p2',
    title: 'P2: page reads on each driver',
    run: () => benchReadsOnDrivers(postgresUrl),
  },
  {
    id: 'writes',
    title: 'P3 and write throughput on each driver',
    run: () => benchWritesOnDrivers(postgresUrl),
  },
  {
    id: 'cold',
    title: 'P6: cold start on an existing database, and idle memory',
    run: () => benchColdStart(postgresUrl),
  },
  { id: 'upload', title: 'P7: 50 MB upload memory', run: () => benchUploadMemory() },
];

function selectedGroups() {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
  if (!only) return groups;
  const unknown = only.filter((id) => !groups.some((g) => g.id === id));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown group(s) ${unknown.join(', ')}`);
  return groups.filter((g) => only.includes(g.id));
}

function settingsLine(): string {
  const { connections, seconds, warmUpSeconds } = benchSettings;
  return (
    `autocannon with ${connections} connections, ${warmUpSeconds} s warm-up + ${seconds} s per row, against ` +
    'the compiled server, `node build/server/main.js` (NODE_ENV=production, LOG_LEVEL=warn, the rate ' +
    'limiter on with a ceiling the load never reaches), client and server on this machine.'
  );
}

/** The pass/fail rules the bench holds: correctness under load (issue 7) and the ratios of issue 19. */
function budgetsParagraph(failures: string[]): string {
  const verdict =
    failures.length === 0
      ? '**Met** in this run.'
      : `**Not met** in this run: ${failures.map((f) => `\`${f}\``).join('; ')}.`;
  return [
    '### Budgets',
    '',
    'What the bench holds as budgets, and fails on (exit code 1): every row answers with zero errors (no ' +
      "non-2xx, no timeout); P3 has exactly one winner and 49 × 409; P7 grows the server's RSS by less than " +
      'the uploaded file (the file streams to disk, decision 012). Issue 19 adds ratios, each measured ' +
      `within one run: health keeps at least ${HEALTH_RATIO_BUDGET} of a bare node:http server (P1), and ` +
      `every page read keeps at least ${READ_RATIO_BUDGET} of its own statement run bare (P2), on PGlite and ` +
      `on PostgreSQL; and on PGlite the median restart answers within ${COLD_START_BUDGET_MS / 1000} s and ` +
      `idles under ${IDLE_RSS_BUDGET_MB} MB (P6). The numeric budgets of issue 7 are the web's: bundle size ` +
      'and Lighthouse, in their own sections. ' +
      verdict,
  ].join('\n');
}

async function main() {
  const selected = selectedGroups();
  // Only P1 serves the built web app (GET /), so only it needs a fresh build.
  if (selected.some((g) => g.id === 'p1')) ensureWebBuild();
  // Every group starts the server as production runs it, compiled; built once here if stale.
  await ensureServerBuild({ log: (message) => console.log(message) });
  console.log(`${describeMachine()}\n${settingsLine()}`);
  if (!postgresUrl) console.log('(set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too)');
  const started = performance.now();
  const results: GroupResult[] = [];
  for (const group of selected) {
    console.log(`\n${group.title}`);
    const result = await group.run();
    for (const table of result.tables) console.log(`\n${tableToText(table)}`);
    results.push(result);
  }
  const failures = results.flatMap((r) => r.failures);
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nAll groups took ${minutes.toFixed(1)} min.`);

  if (selected.length === groups.length) {
    const smoke =
      benchSettings.seconds < 5
        ? [
            `_Smoke run (BENCH_SECONDS=${benchSettings.seconds}): it proves every row works; the figures ` +
              'are too short and too noisy to quote. `npm run bench` replaces them._',
          ]
        : [];
    const noPostgres = postgresUrl
      ? []
      : ['_PostgreSQL was not measured (no BENCH_DATABASE_URL or TEST_DATABASE_URL)._'];
    writeReportSection(
      'server',
      [
        '## Server (`npm run bench`)',
        '',
        `${describeMachine()} ${settingsLine()} The whole run took ${minutes.toFixed(1)} min.`,
        ...smoke.map((s) => `\n${s}`),
        ...noPostgres.map((s) => `\n${s}`),
        ...results.flatMap((r) => r.tables.map((t) => `\n${tableToMarkdown(t)}`)),
        '',
        budgetsParagraph(failures),
      ].join('\n'),
    );
    console.log(`Wrote the server section of ${reportPath}.`);
  }
  if (failures.length > 0) {
    console.error(`\nBudgets not met:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
