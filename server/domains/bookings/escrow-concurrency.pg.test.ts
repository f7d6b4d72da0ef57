import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, INSUFFICIENT_FUNDS_MESSAGE } from '#server/domains/wallet/ledger.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { openPostgres } from '#server/platform/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { type BookableArtist, callAs } from './booking-test-kit.ts';
import * as kit from './escrow-test-kit.ts';
import { createRecordingMailer } from './reminder-test-kit.ts';
import { settleDueBookings } from './settlement-schedule.ts';
import { bookingEscrows, bookings } from './tables.ts';

const { DAY, hoursAfter } = kit;
const PRICE = 7_500; // a consultation

/** Every transfer of a booking is of a different kind: one hold, at most one refund and one release. */
async function expectMovedOnce(t: TestApp, bookingId: string, kinds: string[]) {
  const transfers = await kit.bookingTransfers(t.database.db, bookingId);
  expect(transfers.map((x) => x.kind).sort()).toEqual([...kinds].sort());
  const escrow = (await kit.escrowOf(t.database.db, bookingId))!;
  expect(escrow.released + escrow.refunded).toBe(escrow.amount);
  return escrow;
}

// Races only show on a real PostgreSQL with a pool of connections (PGlite has one).
describe('session escrow under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
  });
  afterAll(async () => t.close());

  it('the artist accepting while the client cancels, 50 pairs at once: one state each, refunded or split once', async () => {
    const client = await kit.fundedClient(t, 50 * PRICE);
    // Five artists, so the ledger (not one artist's calendar lock) is where the requests meet.
    // Strict policy, sessions 8+ days away: a confirmed session cancelled by the client refunds half.
    const artists: BookableArtist[] = [];
    for (let i = 0; i < 5; i += 1)
      artists.push((await kit.paidParties(t, { funds: 0, policy: 'strict' })).artist);
    const start = hoursAfter(kit.nextWholeHour(), 8 * 24);
    const pairs: { id: string; artist: BookableArtist }[] = [];
    for (const artist of artists) {
      for (let i = 0; i < 10; i += 1) {
        const p = { artist, client };
        pairs.push({
          id: (await kit.requestSession(kit.escrowDeps(t), p, hoursAfter(start, 2 * i), 'consultation')).id,
          artist,
        });
      }
    }
    expect(await balanceOf(t.database.db, client.id)).toBe(0);

    const answers = await Promise.all(
      pairs.map(async ({ id, artist }, i) => {
        const accept = () => call('POST', `/booking/${id}/accept`, artist);
        const cancel = () => call('POST', `/booking/${id}/cancel`, client, { reason: 'Plans changed' });
        // Half the pairs send the cancel first, so neither side always has the head start.
        if (i % 2) {
          const [c, a] = await Promise.all([cancel(), accept()]);
          return { accept: a, cancel: c };
        }
        const [a, c] = await Promise.all([accept(), cancel()]);
        return { accept: a, cancel: c };
      }),
    );

    let kept = 0;
    const earned = new Map<string, number>();
    for (const [i, { id, artist }] of pairs.entries()) {
      const { accept, cancel } = answers[i]!;
      // The cancel always stands; the accept stood only if it came first.
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().data.status).toBe('cancelled');
      expect([200, 409]).toContain(accept.statusCode);
      const row = await kit.bookingRow(t.database.db, id);
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
      if (accept.statusCode === 200) {
        // The accept stood, and was then cancelled: the client gets back what the policy says.
        const escrow = await expectMovedOnce(t, id, ['booking_hold', 'booking_refund', 'booking_release']);
        expect([escrow.refunded, escrow.released]).toEqual([PRICE / 2, PRICE / 2]);
        kept += PRICE / 2;
        earned.set(artist.id, (earned.get(artist.id) ?? 0) + PRICE / 2);
      } else {
        expect(accept.json()).toMatchObject({
          success: false,
          message: 'A cancelled booking cannot be accepted',
        });
        const escrow = await expectMovedOnce(t, id, ['booking_hold', 'booking_refund']);
        expect([escrow.refunded, escrow.released]).toEqual([PRICE, 0]);
      }
    }
    expect(await balanceOf(t.database.db, client.id)).toBe(50 * PRICE - kept);
    for (const artist of artists)
      expect(await balanceOf(t.database.db, artist.id)).toBe(earned.get(artist.id) ?? 0);
    expect(await checkLedger(t.database.db)).toEqual([]);
    expect(await kit.strandedHolds(t.database.db)).toEqual([]);
  });

  it('two requests racing for the last MACS of a client: one booked and held, the other refused', async () => {
    const [a, b] = [await kit.paidParties(t, { funds: 0 }), await kit.paidParties(t, { funds: 0 })].map(
      (p) => p.artist,
    );
    const when = hoursAfter(kit.nextWholeHour(), 3 * 24);
    // The same artist (two slots) and two artists (two calendars): each round a fresh client with exactly one price.
    const rounds = [
      [a, a],
      [a, b],
      [b, a],
      [a, b],
      [b, b],
    ] as const;
    for (const [r, [first, second]] of rounds.entries()) {
      const client = await kit.fundedClient(t, PRICE);
      const body = (artist: BookableArtist, hours: number) => ({
        artistId: artist.id,
        service: 'consultation',
        dateTime: hoursAfter(when, 10 * r + hours).toISOString(),
        message: 'Racing for my last MACS.',
      });
      const answers = await Promise.all([
        call('POST', '/booking', client, body(first!, 0)),
        call('POST', '/booking', client, body(second!, 2)),
      ]);
      expect(answers.map((x) => x.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((x) => x.statusCode === 409)!;
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'INSUFFICIENT_FUNDS',
        message: INSUFFICIENT_FUNDS_MESSAGE,
      });
      const made = await t.database.db.select().from(bookings).where(eq(bookings.clientUserId, client.id));
      const held = await t.database.db
        .select()
        .from(bookingEscrows)
        .where(eq(bookingEscrows.payerId, client.id));
      expect(made.map((x) => x.id)).toEqual([answers.find((x) => x.statusCode === 201)!.json().data.id]);
      expect(held.map((x) => [x.bookingId, x.amount])).toEqual([[made[0]!.id, PRICE]]);
      expect(await balanceOf(t.database.db, client.id)).toBe(0);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('two instances of the schedule on their own pools never settle one booking twice', async () => {
    // Bookings made ten days ago: 30 requests nobody answered, 30 sessions that ended long since.
    const made = kit.nextWholeHour(new Date(Date.now() - 10 * DAY));
    const p = await kit.paidParties(t, { funds: 60 * PRICE });
    const unanswered: string[] = [];
    const held: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const startsAt = hoursAfter(made, 24 + i);
      const row = await kit.insertPaidBooking(t, p, { startsAt, status: 'pending', respondBy: startsAt });
      unanswered.push(row.id);
      held.push(
        (await kit.insertPaidBooking(t, p, { startsAt: hoursAfter(made, 100 + i), status: 'confirmed' })).id,
      );
    }

    const other = await openPostgres((t.database as unknown as { url: string }).url, { poolSize: 5 });
    try {
      const mailers = [createRecordingMailer(), createRecordingMailer()];
      const instances = [
        { ...kit.escrowDeps(t, mailers[0]), db: t.database.db },
        { ...kit.escrowDeps(t, mailers[1]), db: other.db },
      ];
      const now = new Date();
      // Each instance ticks twice at once, as two overlapping timers would.
      const passes = await Promise.all(
        [...instances, ...instances].map((deps) => settleDueBookings(deps, now)),
      );
      const total = (key: 'expired' | 'completed' | 'failed') => passes.reduce((sum, x) => sum + x[key], 0);
      expect([total('expired'), total('completed'), total('failed')]).toEqual([30, 30, 0]);
      // One mail per booking, whichever instance settled it.
      const subjects = mailers.flatMap((m) => m.sent.map((x) => x.subject));
      expect(new Set(subjects).size).toBe(60);
      expect(subjects).toHaveLength(60);
    } finally {
      await other.close();
    }

    for (const id of unanswered) {
      expect((await kit.bookingRow(t.database.db, id)).status).toBe('expired');
      await expectMovedOnce(t, id, ['booking_hold', 'booking_refund']);
      const notices = await kit.notificationsAbout(t.database.db, id);
      expect(notices.filter((n) => n.title === 'Request expired')).toHaveLength(2); // the client and the artist
    }
    for (const id of held) {
      expect((await kit.bookingRow(t.database.db, id)).status).toBe('completed');
      await expectMovedOnce(t, id, ['booking_hold', 'booking_release']);
      const notices = await kit.notificationsAbout(t.database.db, id);
      expect(notices.filter((n) => n.type === 'payment_received')).toHaveLength(1);
    }
    expect(await balanceOf(t.database.db, p.artist.id)).toBe(30 * PRICE);
    expect(await balanceOf(t.database.db, p.client.id)).toBe(30 * PRICE);
    expect(await checkLedger(t.database.db)).toEqual([]);
    const open = await t.database.db.execute(
      sql`select count(*)::int as n from bookings where artist_id = ${p.artist.id} and status in ('pending', 'confirmed')`,
    );
    expect(open.rows[0]).toEqual({ n: 0 });
  });
});
