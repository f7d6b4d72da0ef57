import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { findFreePort, type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { createDatabase, startS3 } from './shared-services.ts';

/** Small limits, so the suite can reach them; each test uses client addresses of its own. */
export const RATE_LIMIT_MAX = 30;
export const AUTH_RATE_LIMIT_MAX = 4;
/** Where @fastify/rate-limit keeps its counters in Redis (server/platform/http/rate-limit.ts). */
const RATE_LIMIT_NAMESPACE = 'easel-rl:';

export type Cluster = {
  a: ServerProcess;
  b: ServerProcess;
  nginx: Nginx;
  /** host:port of each instance, as nginx's access log names them. */
  addressOf(instance: ServerProcess): string;
  /** A client address nobody else uses, for X-Forwarded-For on direct calls (TRUST_PROXY=true). */
  newForwardedAddress(): string;
  /** A loopback address nobody else uses, to connect from (nginx forwards the real peer address). */
  newLoopbackAddress(): string;
  stop(): Promise<void>;
};

/**
 * Two app instances on one fresh PostgreSQL database, one Redis, one S3 bucket (s3rver), behind
 * nginx on loopback: the set-up README's "Running several instances" describes.
 */
export async function startCluster(): Promise<Cluster> {
  const databaseServer = requireEnv('TEST_DATABASE_URL');
  const redisUrl = requireEnv('TEST_REDIS_URL');
  const nginxPath = requireEnv('NGINX_PATH');

  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  const addresses: string[] = [];
  try {
    const database = await createDatabase(databaseServer);
    cleanups.push(database.drop);
    const s3 = await startS3();
    cleanups.push(s3.stop);
    cleanups.push(() => forgetRateLimits(redisUrl, addresses));

    const instanceEnv = {
      ...s3.env,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
      VIEW_HASH_SECRET: randomBytes(24).toString('hex'),
      DEV_ROUTES: 'false',
    };
    const start = (label: string) =>
      startServer({ databaseUrl: database.url, redisUrl, env: instanceEnv, label });
    // Together, as a deployment starts its replicas: both migrate the empty database at once.
    const started = await Promise.allSettled([start('easel-cluster-a'), start('easel-cluster-b')]);
    for (const one of started) if (one.status === 'fulfilled') cleanups.push(one.value.stop);
    const [a, b] = started.map((one) => {
      if (one.status === 'rejected') throw one.reason;
      return one.value;
    });
    if (!a || !b) throw new Error('Both instances should have started');

    const addressOf = (instance: ServerProcess) => new URL(instance.baseURL).host;
    const nginx = await startNginx(nginxPath, await findFreePort(), [addressOf(a), addressOf(b)]);
    cleanups.push(nginx.stop);

    const hand = (address: string) => {
      addresses.push(address);
      return address;
    };
    const octet = () => 1 + Math.floor(Math.random() * 254);
    return {
      a,
      b,
      nginx,
      addressOf,
      newForwardedAddress: () => hand(`10.${octet()}.${octet()}.${octet()}`),
      newLoopbackAddress: () => hand(`127.${octet()}.${octet()}.${octet()}`),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`The scale-out suite needs ${name}`);
  return value;
}

/** The Redis server is shared with other suites: delete only the counters of our addresses. */
async function forgetRateLimits(redisUrl: string, addresses: string[]) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const address of addresses) {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(
          cursor,
          'MATCH',
          `${RATE_LIMIT_NAMESPACE}*${address}`,
          'COUNT',
          500,
        );
        cursor = next;
        keys.push(...found.filter((key) => key.endsWith(address)));
      } while (cursor !== '0');
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
