// `npm test`: build the web app and the server, run every Vitest project, and end with one line
// `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuild } from './lib/server-build.mjs';
import { summarise } from './lib/vitest-summary.mjs';
import { binPath, buildWeb, rootDir } from './lib/web-build.mjs';

const passThrough = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const reportFile = join(rootDir, 'reports', 'vitest.json');

/** Only a run that may include the e2e project needs a fresh build of the web app. */
function selectsEndToEnd(args) {
  const projects = [];
  args.forEach((arg, i) => {
    if (arg === '--project') projects.push(args[i + 1] ?? '');
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  });
  return projects.length === 0 || projects.some((p) => p === 'e2e' || p.includes('*'));
}

function finish(line, ok) {
  // The summary is the last line on stdout; CI reads it.
  process.stdout.write(`${line}\n`);
  process.exit(ok ? 0 : 1);
}

if (selectsEndToEnd(passThrough)) {
  console.log('Building the web app for the end-to-end tests…');
  if (!buildWeb()) {
    console.error('vite build failed, so no test was run.');
    finish('0 passed, 1 failed', false);
  }
  // The end-to-end tests run the server as production does, compiled (scripts/lib/server-build.mjs).
  try {
    await ensureServerBuild();
  } catch (err) {
    console.error(`The server build failed, so no test was run: ${err.message}`);
    finish('0 passed, 1 failed', false);
  }
}

mkdirSync(join(rootDir, 'reports'), { recursive: true });
rmSync(reportFile, { force: true });
const vitest = spawnSync(
  process.execPath,
  [
    binPath('vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...passThrough,
  ],
  { cwd: rootDir, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
);

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.error(`Vitest wrote no report to ${reportFile} (exit ${vitest.status ?? vitest.signal}).`);
}
const summary = summarise(report, vitest.status ?? 1);
for (const note of summary.notes) console.error(note);
finish(summary.line, summary.ok);
