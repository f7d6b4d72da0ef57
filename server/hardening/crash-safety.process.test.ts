import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/domains/bookings/tables.ts';
import { contributions } from '#server/domains/campaigns/tables.ts';
import { orders } from '#server/domains/marketplace/tables.ts';
import { balanceOf } from '#server/domains/wallet/ledger.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { type ServerProcess, startServer } from '../../e2e/support/server-process.ts';
import { burstAndKill, burstRequests, type Kind, post, runLedgerScript, writtenId } from './crash-burst.ts';
import { type CrashTarget, pgliteTarget, postgresTarget, seedCrashWorld } from './crash-world.ts';

/**
 * Crash safety (issue 7, item 8): the real server, SIGKILLed in the middle of a burst of money and
 * calendar writes, comes back on the same data with every acknowledged write in place and every
 * invariant whole. Acknowledged means a complete 2xx response reached the client: from then on
 * the client may rely on it, so it must survive the crash. Writes cut off by the kill may or may
 * not be there; either way the books must balance.
 */

const BUYERS = 6;
const TOPUP_MACS = 50;
const serverEnv = { SEED_DEMO: 'false', RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000' };

const targets: { name: string; make: (dataDir: string) => Promise<CrashTarget> }[] = [
  { name: 'PGlite folder', make: async (dataDir) => pgliteTarget(dataDir) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', make: () => postgresTarget(process.env.TEST_DATABASE_URL!) }]
    : []),
];

describe.each(targets)('SIGKILL in the middle of a burst ($name)', ({ make }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'easel-crash-'));
  const servers: ServerProcess[] = [];
  let target: CrashTarget | undefined;
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await target?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, balanced books, true campaign sums and no overlapping bookings', async () => {
    target = await make(dataDir);
    const seeding = await target.open();
    const world = await seedCrashWorld(seeding, BUYERS);
    await seeding.close();

    const start = async () => {
      const server = await startServer({ dataDir, databaseUrl: target!.databaseUrl, env: serverEnv });
      servers.push(server);
      return server;
    };
    const first = await start();
    // MACS first, so the purchases of the burst have something to spend.
    const topups = await Promise.all(
      world.buyers.map((b) => post(first, '/wallet/topup', { amount: TOPUP_MACS }, b.token)),
    );
    for (const topup of topups) expect(topup.status, JSON.stringify(topup.body)).toBe(201);

    const requests = burstRequests(world);
    const sent = await burstAndKill(first, requests);
    const acknowledged = (kind: Kind) => sent.filter((s) => s.kind === kind && s.ack).map((s) => s.ack!);
    // One letter per request and its status, or X when the kill cut it off: the story of the burst on failure.
    const story = sent.map((s) => `${s.kind[0]}${s.cutOff ? 'X' : s.status}`).join(' ');
    // The kill landed mid-burst: some writes were acknowledged, some were cut off.
    for (const kind of ['contribution', 'booking', 'purchase'] as const) {
      expect(acknowledged(kind).length, `${kind}s acknowledged: ${story}`).toBeGreaterThan(0);
    }
    expect(sent.filter((s) => s.cutOff).length, `requests cut off by the kill: ${story}`).toBeGreaterThan(0);

    // Restart on the same data: the stale lock of the killed process is taken over, the database recovers.
    const second = await start();
    // A client that lost its answer retries with the same Idempotency-Key: an acknowledged write is
    // replayed, not repeated; a write cut off before its commit now happens, once.
    const retried = await Promise.all(
      requests.map(async (request, i) =>
        request.key ? { i, n: request.n, kind: request.kind, reply: await request.send(second) } : null,
      ),
    );
    const retries = retried.filter((r) => r !== null);
    for (const { i, kind, reply } of retries) {
      const ack = sent[i]!.ack;
      if (ack) {
        expect(reply, `retry of acknowledged ${kind} ${i}`).toMatchObject({ status: 201, replayed: true });
        expect(writtenId(kind, reply.body)).toBe(ack.id);
      } else if (kind === 'contribution') {
        // Test-mode fiat always goes through; a purchase may now find the editions sold out.
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      }
    }
    const answeredOrders = retries
      .filter((r) => r.kind === 'purchase' && r.reply.status === 201)
      .map((r) => writtenId('purchase', r.reply.body)!);
    const campaign = await fetch(`${second.baseURL}/api/v1/campaigns/${world.campaignId}`).then((r) =>
      r.json(),
    );
    const shownRaised = Math.round(Number(campaign.data?.currentAmount ?? campaign.currentAmount) * 100);
    await second.stop();

    const ledger = await runLedgerScript(target, dataDir);
    expect(ledger.output).toContain('Ledger check passed');
    expect(ledger.code).toBe(0);

    const database = await target.open();
    try {
      const db = database.db;
      expect(await checkLedger(db)).toEqual([]);

      const contributionIds = acknowledged('contribution').map((a) => a.id);
      const storedContributions = await db
        .select()
        .from(contributions)
        .where(inArray(contributions.id, contributionIds));
      expect(storedContributions.map((c) => c.id).sort()).toEqual([...contributionIds].sort());
      expect(storedContributions.every((c) => c.status === 'confirmed')).toBe(true);

      const bookingIds = acknowledged('booking').map((a) => a.id);
      const storedBookings = await db.select().from(bookings).where(inArray(bookings.id, bookingIds));
      expect(storedBookings.map((b) => b.id).sort()).toEqual([...bookingIds].sort());
      expect(storedBookings.every((b) => b.status === 'pending')).toBe(true);

      const orderIds = acknowledged('purchase').map((a) => a.id);
      const storedOrders = await db.select().from(orders).where(inArray(orders.id, orderIds));
      expect(storedOrders.map((o) => o.id).sort()).toEqual([...orderIds].sort());

      // Exactly once: one contribution per burst request, and every order belongs to exactly one answered purchase.
      const perNote = await db.execute<{ note: string; n: string }>(
        sql`select note, count(*) as n from contributions where campaign_id = ${world.campaignId} group by note`,
      );
      expect(perNote.rows.map((r) => [r.note, Number(r.n)]).sort()).toEqual(
        retries
          .filter((r) => r.kind === 'contribution')
          .map((r) => [`burst ${r.n}`, 1])
          .sort(),
      );
      const allOrderIds = (await db.select({ id: orders.id }).from(orders)).map((o) => o.id);
      expect(allOrderIds.sort()).toEqual([...new Set(answeredOrders)].sort());
      expect(new Set(answeredOrders).size).toBe(answeredOrders.length);

      // Every acknowledged top-up is there: each buyer holds it, less exactly what their stored orders cost.
      const allOrders = await db.select().from(orders);
      for (const buyer of world.buyers) {
        const spent = allOrders
          .filter((o) => o.buyerId === buyer.id)
          .reduce((sum, o) => sum + o.priceMacs, 0);
        expect(await balanceOf(db, buyer.id)).toBe(TOPUP_MACS * 100 - spent);
      }

      // The campaign's raised amount, as the restarted server showed it, is the sum of its confirmed contributions.
      const sums = await db.execute<{ campaign_id: string; confirmed: string }>(
        sql`select campaign_id, coalesce(sum(amount_cents), 0) as confirmed from contributions
            where status = 'confirmed' group by campaign_id`,
      );
      const confirmed = Number(sums.rows.find((r) => r.campaign_id === world.campaignId)?.confirmed ?? 0);
      expect(shownRaised).toBe(confirmed);
      const ackedCents = storedContributions.reduce((sum, c) => sum + c.amountCents, 0);
      expect(confirmed).toBeGreaterThanOrEqual(ackedCents);

      // No two active bookings of one artist overlap, whatever was cut off.
      const overlaps = await db.execute<{ a: string; b: string }>(
        sql`select a.id as a, b.id as b from bookings a join bookings b
            on a.artist_id = b.artist_id and a.id < b.id
            and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
            where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
      );
      expect(overlaps.rows).toEqual([]);

      // No edition is sold twice or beyond its size.
      for (const artwork of world.artworks) {
        const sold = await db.execute<{ n: string; distinct_editions: string; top: number | null }>(
          sql`select count(*) as n, count(distinct edition_number) as distinct_editions, max(edition_number) as top
              from marketplace_orders where media_id = ${artwork.id}`,
        );
        const row = sold.rows[0]!;
        expect(Number(row.n)).toBe(Number(row.distinct_editions));
        expect(Number(row.n)).toBeLessThanOrEqual(artwork.editionSize);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
