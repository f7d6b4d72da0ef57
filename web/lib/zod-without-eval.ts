// Easel's Content-Security-Policy has no 'unsafe-eval'. When zod builds an object schema it probes for
// eval with `new Function()` to compile a faster parser; under the policy the probe is blocked and
// reported as a violation on every page with a form. Jitless mode skips the probe and the compiled parser.
//
// zod keeps its global settings on `globalThis.__zod_globalConfig` (so that several copies share them)
// and adopts an object already there. Seeding it here, instead of calling `config()` from 'zod/v4/core',
// keeps zod itself out of the first download; main.tsx imports this first, before any schema module runs.
// zod-without-eval.test.ts checks that zod really picks it up.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Mutated, never replaced: a zod that is already loaded holds on to the object it found.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// An ES module (it exports nothing): it runs once, however many times it is imported.
export {};
