import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/domains/bookings/tables.ts';
import { contributions } from '#server/domains/campaigns/tables.ts';
import { orders } from '#server/domains/marketplace/tables.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { type ServerProcess, startServer } from '../../e2e/support/server-process.ts';
import { burstRequests, type Kind, post, runLedgerScript, writtenId } from './crash-burst.ts';
import { type CrashTarget, postgresTarget, seedCrashWorld } from './crash-world.ts';

/**
 * Chaos on the database connections (issue 16): while a real server takes a burst of money and
 * calendar writes, its PostgreSQL backends are terminated again and again, the way a failover or
 * a proxy restart drops them. The process must live; every request it acknowledged must be in the
 * database; every request it could not finish must hear 503 (or the 409 a race earns), never 500;
 * the books must balance; and once the chaos stops, the server simply works.
 */

const serverEnv = {
  SEED_DEMO: 'false',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  DATABASE_POOL_SIZE: '4',
  DATABASE_CONNECT_TIMEOUT_MS: '2000',
  DATABASE_STATEMENT_TIMEOUT_MS: '5000',
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Terminates the server's backends (the pool's and the LISTEN one) every few milliseconds until stopped. */
function terminateBackendsUntilStopped(url: string) {
  const admin = new pg.Client({ connectionString: url });
  let stopped = false;
  let terminated = 0;
  const loop = (async () => {
    await admin.connect();
    while (!stopped) {
      const result = await admin.query(
        `select pg_terminate_backend(pid) as done from pg_stat_activity
         where datname = current_database() and application_name in ('easel', 'easel-listener')`,
      );
      terminated += result.rows.filter((r) => r.done).length;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await admin.end();
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return terminated;
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('connections killed during a write burst (PostgreSQL)', () => {
  let target: CrashTarget | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await target?.drop();
  });

  it('the server lives, every acknowledged write is stored, failures are 503 and the books balance', async () => {
    target = await postgresTarget(process.env.TEST_DATABASE_URL!);
    const seeding = await target.open();
    const world = await seedCrashWorld(seeding, 6);
    await seeding.close();
    server = await startServer({ databaseUrl: target.databaseUrl, env: serverEnv, label: 'easel-chaos' });
    for (const buyer of world.buyers) {
      expect((await post(server, '/wallet/topup', { amount: 50 }, buyer.token)).status).toBe(201);
    }

    const chaos = terminateBackendsUntilStopped(target.databaseUrl!);
    const requests = burstRequests(world);
    const answers = await Promise.all(requests.map((request) => request.send(server!)));
    const terminated = await chaos.stop();
    expect(terminated, 'backends terminated during the burst').toBeGreaterThan(0);
    expect(alive(server.pid), `the server process died:\n${server.output()}`).toBe(true);

    const story = answers.map((a, i) => `${requests[i]!.kind[0]}${a.status}`).join(' ');
    for (const answer of answers) {
      expect([201, 409, 503], story).toContain(answer.status);
      if (answer.status === 503)
        expect(answer.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    }
    expect(
      answers.some((a) => a.status === 503),
      `no request was cut off: ${story}`,
    ).toBe(true);

    const acknowledged = (kind: Kind) =>
      answers.flatMap((a, i) =>
        requests[i]!.kind === kind && a.status === 201 ? [writtenId(kind, a.body)!] : [],
      );
    const database = await target.open();
    try {
      const stored = async (ids: string[], rows: Promise<{ id: string }[]>) =>
        expect((await rows).map((r) => r.id).sort()).toEqual([...ids].sort());
      const contributionIds = acknowledged('contribution');
      const bookingIds = acknowledged('booking');
      const orderIds = acknowledged('purchase');
      if (contributionIds.length) {
        await stored(
          contributionIds,
          database.db
            .select({ id: contributions.id })
            .from(contributions)
            .where(inArray(contributions.id, contributionIds)),
        );
      }
      if (bookingIds.length) {
        await stored(
          bookingIds,
          database.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, bookingIds)),
        );
      }
      if (orderIds.length) {
        await stored(
          orderIds,
          database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds)),
        );
      }
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
    const ledger = await runLedgerScript(target, server.dataDir);
    expect(ledger.output).toContain('Ledger check passed');

    // The chaos is over: the pool has replaced what was killed, and writes go through again.
    const again = await post(server, '/wallet/topup', { amount: 1 }, world.buyers[0]!.token);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  }, 180_000);
});
