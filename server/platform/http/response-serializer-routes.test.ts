import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { compileResponseSerializer } from './response-serializer.ts';

// Response serializers compile at a route's first answer, not at start (decision 022). A schema
// that cannot compile would then fail in production at that answer; this compiles every route's
// response schemas now, as Fastify hands them to the serializer compiler, so it fails here.
type Compile = { label: string; compile: () => unknown };

function compilesOf(route: RouteOptions): Compile[] {
  const response = (route.schema?.response ?? {}) as Record<
    string,
    { content?: Record<string, { schema: unknown }> }
  >;
  const methods = [route.method].flat().join(',');
  const compiles: Compile[] = [];
  for (const [status, schema] of Object.entries(response)) {
    const base = { url: route.url, method: methods, httpStatus: status.toLowerCase() };
    const variants = schema.content
      ? Object.entries(schema.content).map(([contentType, { schema: inner }]) => ({
          ...base,
          schema: inner,
          contentType,
        }))
      : [{ ...base, schema }];
    for (const variant of variants) {
      compiles.push({
        label: `${methods} ${route.url} ${status}${'contentType' in variant ? ` ${variant.contentType}` : ''}`,
        compile: () => compileResponseSerializer(variant as Parameters<typeof compileResponseSerializer>[0]),
      });
    }
  }
  return compiles;
}

describe("every route's response schemas", () => {
  const compiles: Compile[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { DEV_ROUTES: 'true' },
      { onRoute: (route) => void compiles.push(...compilesOf(route)) },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('compile into serializers that write an answer', () => {
    expect(compiles.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { label, compile } of compiles) {
      try {
        expect(typeof compile()).toBe('function');
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
