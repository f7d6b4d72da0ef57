// One table, two renderings: aligned plain text for the terminal and Markdown for docs/BENCHMARKS.md.

export type Table = {
  title: string;
  /** Column headers; columns hold figures (right-aligned) unless listed in textColumns. */
  columns: string[];
  /** Indexes of the columns that hold words, left-aligned; the first column by default. */
  textColumns?: number[];
  rows: string[][];
  /** A sentence under the table: what was measured and how to read it. */
  note?: string;
};

const isText = (table: Table, column: number) => (table.textColumns ?? [0]).includes(column);

export function tableToText(table: Table): string {
  const widths = table.columns.map((h, i) =>
    Math.max(h.length, ...table.rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (values: string[]) =>
    values.map((v, i) => (isText(table, i) ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [
    table.title,
    '',
    line(table.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.rows.map(line),
    ...(table.note ? ['', table.note] : []),
  ].join('\n');
}

export function tableToMarkdown(table: Table): string {
  const escapePipes = (cell: string) => cell.replaceAll('|', '\\|');
  const row = (cells: string[]) => `| ${cells.map(escapePipes).join(' | ')} |`;
  const align = table.columns.map((_, i) => (isText(table, i) ? '---' : '---:'));
  return [
    `### ${table.title}`,
    '',
    row(table.columns),
    `|${align.map((a) => ` ${a} `).join('|')}|`,
    ...table.rows.map(row),
    ...(table.note ? ['', table.note] : []),
  ].join('\n');
}

/** What each bench group hands back: its tables, and what went wrong (errors, a broken invariant). */
export type GroupResult = { tables: Table[]; failures: string[] };
