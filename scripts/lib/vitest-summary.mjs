/**
 * Turns Vitest's JSON report into the `N passed, N failed[, N skipped]` line. A file that fails
 * before any test runs (import error, e2e prerequisite missing) counts as one failure, and so
 * does a run that failed with no failing test (an unhandled error), so the line never looks
 * greener than the run was.
 */
export function summarise(report, exitCode) {
  const notes = [];
  if (!report) {
    return { line: '0 passed, 1 failed', ok: false, notes: ['Counting the whole run as one failure.'] };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedInFile === 0) {
      failed += 1;
      notes.push(`Failed before its tests ran: ${file.name}`);
    }
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`Vitest exited with code ${exitCode} although no test failed (an unhandled error?).`);
  }
  if (passed + failed === 0) notes.push('No test ran.');
  const line = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
  return { line, ok: failed === 0 && passed > 0, notes };
}
