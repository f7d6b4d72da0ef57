import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { startTcpProxy, type TcpProxy } from '#server/test/tcp-proxy.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';

// Needs a real Redis (TEST_REDIS_URL), reached through a TCP proxy that can refuse or silence it:
// what a Redis restart, failover or network partition does to a running server.
const redisUrl = new URL(process.env.TEST_REDIS_URL!);
/** An address of its own per use, so runs sharing the Redis server never see each other's counts. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const RATE_LIMIT_MAX = 5;
const COMMENTS_PER_HOUR = 3;

describe('the limits while Redis is away', () => {
  let proxy: TcpProxy;
  let direct: Redis;
  let t: TestApp;
  let fan: TestUser;
  let artworkId: string;

  beforeAll(async () => {
    proxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    direct = new Redis(redisUrl.toString());
    t = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      LIMIT_COMMENTS_PER_HOUR: String(COMMENTS_PER_HOUR),
    });
    const artist = await createTestUser(t.database, { role: 'artist' });
    artworkId = (await insertMedia(t.database, artist.id, { title: 'Salt glaze' })).id;
  });
  afterEach(() => {
    proxy.refuse(false);
    proxy.blackhole(false);
  });
  afterAll(async () => {
    await t.close();
    direct.disconnect();
    await proxy.close();
  });

  const comment = (who: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/media/${artworkId}/comments`,
      headers: bearer(who),
      payload: { body: 'Lovely' },
      remoteAddress: freshAddress(),
    });
  const status = (address: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/status', remoteAddress: address });

  /** Comments until one is refused; every answer before it must be 201, the refusal 429. */
  async function commentsUntilRefused(who: TestUser) {
    for (let n = 1; n <= COMMENTS_PER_HOUR + 1; n++) {
      const res = await comment(who);
      if (n <= COMMENTS_PER_HOUR) expect(res.statusCode, res.body).toBe(201);
      else {
        expect(res.statusCode, res.body).toBe(429);
        expect(res.json().message).toMatch(/^You have reached the limit of 3 comments an hour/);
      }
    }
  }

  /** The next address's requests until the limiter refuses one, which must be the one over the max. */
  async function statusUntilRefused() {
    const address = freshAddress();
    for (let n = 1; n <= RATE_LIMIT_MAX; n++) expect((await status(address)).statusCode).toBe(200);
    const refused = await status(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  }

  /** Until the app's counts reach Redis (it reconnects with a back-off after an outage). */
  async function untilCountingInRedis() {
    const address = freshAddress();
    await expect
      .poll(
        async () => {
          await status(address);
          return (await direct.keys(`easel-rl:*${address}`)).length;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThan(0);
  }

  it.each([
    ['refused (Redis down)', () => proxy.refuse(true)],
    ['silent (a partition: Redis hangs)', () => proxy.blackhole(true)],
  ])(
    'while its connection is %s, requests are answered and both limits still hold',
    async (_label, cut) => {
      fan = await createTestUser(t.database);
      await untilCountingInRedis();
      cut();
      // Account limits count in the database meanwhile; the address limit counts in this process.
      await commentsUntilRefused(fan);
      await statusUntilRefused();
    },
    30_000,
  );

  it('once Redis is back, both limits count in it again', async () => {
    proxy.refuse(true);
    expect((await status(freshAddress())).statusCode).toBe(200);
    proxy.refuse(false);
    await untilCountingInRedis();
    fan = await createTestUser(t.database);
    await commentsUntilRefused(fan);
    expect(await direct.keys(`easel-acct:comments:${fan.id}:*`)).toHaveLength(1);
  }, 30_000);
});
