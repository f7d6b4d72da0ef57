import type { Page } from 'playwright-core';

export type PageProblems = {
  /** Console errors (CSP violations among them), uncaught exceptions, failed and 4xx/5xx requests. */
  list(): string[];
  /** Throws listing every problem not matched by `ignore` (e.g. an expected 401 of a wrong password). */
  expectNone(options?: { ignore?: RegExp[] }): void;
  /** Forgets what was seen so far, e.g. after a step that is expected to log errors. */
  clear(): void;
};

/** Starts recording a page's problems; call before the first navigation. */
export function watchProblems(page: Page): PageProblems {
  let seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    seen.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown error';
    // Navigations and closed streams abort their own requests; that is not a fault of the app.
    if (reason.includes('ERR_ABORTED')) return;
    seen.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      seen.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    list: () => [...seen],
    expectNone(options = {}) {
      const ignore = options.ignore ?? [];
      const left = seen.filter((problem) => !ignore.some((pattern) => pattern.test(problem)));
      if (left.length > 0) {
        throw new Error(`The page reported ${left.length} problem(s):\n- ${left.join('\n- ')}`);
      }
    },
    clear() {
      seen = [];
    },
  };
}
