import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('rate limits without Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_MAX: '3' });
    b = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  const hit = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: '10.1.2.3' });

  it("count in each instance's memory, and never limit the liveness probe", async () => {
    for (let i = 0; i < 3; i++) expect((await hit(a)).statusCode).toBe(200);
    expect((await hit(b)).statusCode).toBe(200);
    const refused = await hit(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const health = await a.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '10.1.2.3' });
    expect(health.statusCode).toBe(200);
  });
});
