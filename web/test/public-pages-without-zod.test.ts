import { describe, expect, it, vi } from 'vitest';
import { serverRenderedRouteModules } from '#shared/server-rendered-pages.ts';

/*
 * A server-rendered page loads no validator: zod is some 15 KB gzipped, and building a module's
 * schemas costs a slow phone tens of milliseconds in the task that starts hydration. A page that only
 * shows a message or a category name takes it from a module without zod (shared/artist-categories.ts,
 * shared/campaign-messages.ts); forms load theirs when they open.
 */
const loaded = vi.hoisted(() => ({ by: null as string | null, current: '' }));
vi.mock('zod', async (importOriginal) => {
  loaded.by ??= loaded.current;
  return importOriginal();
});

describe('the server-rendered pages', () => {
  // The app's frame (the route table, the shell) first, then each page's own route module.
  it.each(['app/router.tsx', ...serverRenderedRouteModules])('%s loads without zod', async (module) => {
    loaded.current = module;
    await import(/* @vite-ignore */ `../${module}`);
    expect(loaded.by).toBeNull();
  });
});
