export declare function summarise(
  report: unknown,
  exitCode: number,
): { line: string; ok: boolean; notes: string[] };
