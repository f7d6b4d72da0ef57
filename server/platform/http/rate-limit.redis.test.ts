import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Needs a real Redis (TEST_REDIS_URL): two instances must count one client's requests together.
const redisUrl = process.env.TEST_REDIS_URL!;
// A client address of its own, so runs sharing the Redis server never see each other's counts.
const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '5' });
    second = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const hit = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: clientIp });

  it('refuses the sixth request of a minute whichever instance receives it', async () => {
    for (const t of [first, second, first, second, first]) expect((await hit(t)).statusCode).toBe(200);
    const refused = await hit(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});
