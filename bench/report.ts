// docs/BENCHMARKS.md is written by several commands (`npm run bench`, `npm run bench:web`); each owns
// one marked section and replaces only that, so running one never erases the other's figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { rootDir } from '../e2e/support/server-process.ts';

export const reportPath = join(rootDir, 'docs', 'BENCHMARKS.md');

const header = `# Benchmarks

Measured on this project's own machine by \`npm run bench\` (server) and \`npm run bench:web\` (Lighthouse).
Each section says when and on what it was measured; re-running a command replaces its section only.
`;

/** The machine a figure was measured on, in one line for the top of a section. */
export function describeMachine(): string {
  const cpu = cpus();
  const gib = (totalmem() / 1024 ** 3).toFixed(0);
  const date = new Date().toISOString().slice(0, 10);
  return `Measured ${date} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${gib} GiB RAM, Node ${process.version}.`;
}

/** Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeReportSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : header;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(reportPath, next);
}
