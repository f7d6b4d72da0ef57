import { afterAll, describe, expect, it, vi } from 'vitest';

/*
 * Loading a module builds no date format: a page's first Intl.DateTimeFormat costs about 12 ms in
 * Chromium, and a module evaluated on a public page (the UI kit, a route's shared chunk) would pay it
 * before hydration for text that page may never show (shared/date-format-on-first-use.ts).
 */
const modules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '../../shared/**/*.ts',
  '!../**/*.test.{ts,tsx}',
  '!../../shared/**/*.test.ts',
  '!../test/**',
  '!../main.tsx',
  '!../entry-server.tsx',
]);

describe('module evaluation', () => {
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  afterAll(() => built.mockRestore());

  it('builds no Intl.DateTimeFormat in any module of the web app or shared code', async () => {
    const paths = Object.keys(modules);
    expect(paths.length).toBeGreaterThan(300);
    const building: string[] = [];
    for (const path of paths) {
      const before = built.mock.calls.length;
      await modules[path]!();
      if (built.mock.calls.length > before) building.push(path);
    }
    expect(building).toEqual([]);
  }, 120_000);
});
