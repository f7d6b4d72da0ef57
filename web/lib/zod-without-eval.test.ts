import { afterEach, describe, expect, it, vi } from 'vitest';

/** Counts `new Function(…)`, which a Content-Security-Policy without 'unsafe-eval' blocks and reports. */
function watchFunctionConstructor() {
  const constructed = vi.fn();
  const Original = globalThis.Function;
  vi.stubGlobal(
    'Function',
    new Proxy(Original, {
      construct(target, args) {
        constructed(args);
        return Reflect.construct(target, args);
      },
    }),
  );
  return constructed;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('zod under the strict Content-Security-Policy', () => {
  it('builds and parses object schemas without probing for eval once the module has run', async () => {
    const constructed = watchFunctionConstructor();
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');

    const schema = z.object({ name: z.string().min(1), age: z.number().int() });
    expect(schema.parse({ name: 'Maya', age: 34 })).toEqual({ name: 'Maya', age: 34 });
    expect(schema.safeParse({ name: '', age: 1.5 }).success).toBe(false);
    expect(constructed).not.toHaveBeenCalled();

    // The counterpart, so this test can fail: with the setting off, zod probes as soon as it builds one.
    const settings = (globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig;
    expect(settings?.jitless).toBe(true);
    if (settings) settings.jitless = false;
    z.object({ title: z.string() }).parse({ title: 'Bowl' });
    expect(constructed).toHaveBeenCalled();
    if (settings) settings.jitless = true;
  });
});
