import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { ledgerTransfers } from '#server/domains/wallet/tables.ts';
import { createContext } from '#server/platform/bootstrap.ts';
import { loadConfig } from '#server/platform/config.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { startTcpProxy, type TcpProxy } from '#server/test/tcp-proxy.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { type Database, openPostgres } from './client.ts';

const UNAVAILABLE = {
  success: false,
  code: 'SERVICE_UNAVAILABLE',
  message: 'Easel is not available right now. Please try again in a moment.',
};

/**
 * The app on PostgreSQL through a TCP proxy that can reset, silence or refuse connections: what a
 * failover, a proxy restart, a network blip or a partition does to a running server. A crash shows
 * as an unhandled error that fails the run; a hang as a test timeout.
 */
describe('the database going away under a running server (PostgreSQL)', () => {
  let direct: Database;
  let proxied: Database;
  let proxy: TcpProxy;
  let app: AppInstance;
  let user: TestUser;

  beforeAll(async () => {
    direct = await openTestDatabase();
    const target = new URL((direct as Database & { url: string }).url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    proxied = await openPostgres(target.toString(), {
      poolSize: 4,
      connectTimeoutMs: 500,
      statementTimeoutMs: 1000,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: './.test-data/no-web-build',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    app = await buildApp(createContext(config, proxied));
    await app.ready();
    user = await createTestUser(direct);
  });
  afterEach(() => {
    proxy.blackhole(false);
    proxy.refuse(false);
    proxy.resetAfter(null);
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await proxy.close();
    await direct.close();
  });

  const topUp = (n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/wallet/topup',
      headers: bearer(user),
      payload: { amount: 1 + (n % 5) },
    });

  /** Every answer is a success or the 503 of the wire format, with Retry-After; never a 500. */
  function expectSuccessOrUnavailable(res: Awaited<ReturnType<typeof topUp>>, success: number) {
    if (res.statusCode === success) return;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
  }

  it('connections reset in the middle of write transactions cost those requests a 503, never the process', async () => {
    // Every other top-up's connection is reset just after its ledger insert reached the server:
    // the transaction is open, the client checked out, and the answer never comes.
    let inserts = 0;
    proxy.resetAfter((sent) => sent.includes('insert into "ledger_transfers"') && inserts++ % 2 === 0);
    const resets = setInterval(() => proxy.resetAll(), 25);
    let answers: Awaited<ReturnType<typeof topUp>>[];
    try {
      answers = await Promise.all(Array.from({ length: 40 }, (_, n) => topUp(n)));
    } finally {
      clearInterval(resets);
      proxy.resetAfter(null);
    }
    for (const res of answers) expectSuccessOrUnavailable(res, 201);
    expect(
      answers.some((res) => res.statusCode === 503),
      'the resets cut some requests off',
    ).toBe(true);

    // Every acknowledged top-up is in the database, and the books balance.
    const acknowledged = answers.filter((r) => r.statusCode === 201).map((r) => r.json().data.transaction.id);
    if (acknowledged.length > 0) {
      const stored = await direct.db
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.id, acknowledged));
      expect(stored.map((s) => s.id).sort()).toEqual([...acknowledged].sort());
    }
    expect(await checkLedger(direct.db)).toEqual([]);

    // The pool replaced the broken connections: the next requests simply work.
    for (const res of await Promise.all([topUp(1), topUp(2), topUp(3), topUp(4), topUp(5)])) {
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('a silent partition: readiness, sign-in and the feed answer 503 within the bounds instead of hanging', async () => {
    // Warm the pool, so requests meet connections that just stop answering, not only new ones.
    await Promise.all([topUp(1), topUp(2)]);
    proxy.blackhole(true);
    const [status, login, feed, mine] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/v1/status' }),
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: 'whatever-it-is-1' },
      }),
      app.inject({ method: 'GET', url: '/api/v1/feed' }),
      app.inject({ method: 'GET', url: '/api/v1/wallet', headers: bearer(user) }),
    ]);
    expect(status.statusCode).toBe(503);
    expect(status.json()).toMatchObject({ success: false, database: { reachable: false } });
    for (const res of [login, feed, mine]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject(UNAVAILABLE);
    }
    proxy.blackhole(false);
    // Connections that hung were thrown away; fresh ones work once the network is back.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/v1/feed' })).statusCode)
      .toBe(200);
  }, 30_000);

  it('a database that refuses connections gets 503 from every route that needs it, not 500', async () => {
    proxy.refuse(true);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/v1/status' }),
      app.inject({ method: 'GET', url: '/api/v1/feed' }),
      app.inject({ method: 'GET', url: '/api/v1/campaigns' }),
      app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user) }),
      topUp(1),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(503);
    // Liveness does not need the database.
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    proxy.refuse(false);
    await expect.poll(async () => (await topUp(1)).statusCode).toBe(201);
  }, 30_000);

  it('a database that turns connections away itself (FATAL at sign-on) gets 503 everywhere, not 500', async () => {
    // PostgreSQL is up and answers, but ends each new session at once: here a database closed to
    // connections (55000), as during maintenance; a dropped database or refused credentials do the same.
    const name = new URL((direct as Database & { url: string }).url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      // The app's open connections end too, so every request needs a new one.
      proxy.resetAll();
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/api/v1/feed' }),
        app.inject({ method: 'GET', url: '/api/v1/campaigns' }),
        app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user) }),
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: 'whatever-it-is-1' },
        }),
        topUp(1),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject(UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('5');
      }
      const status = await app.inject({ method: 'GET', url: '/api/v1/status' });
      expect(status.statusCode).toBe(503);
      expect(status.json()).toMatchObject({ database: { reachable: false } });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(async () => (await topUp(1)).statusCode).toBe(201);
  }, 30_000);
});
