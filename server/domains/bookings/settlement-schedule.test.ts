import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceOf } from '#server/domains/wallet/ledger.ts';
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { EXPIRED_REASON, QUOTE_EXPIRED_REASON, QUOTE_NOT_OPEN_MESSAGE } from '#shared/booking-payments.ts';
import { resolveDispute } from './booking-disputes.ts';
import type { BookingDeps } from './booking-guards.ts';
import { acceptQuote, sendQuote } from './booking-quotes.ts';
import { changeStatus } from './booking-status.ts';
import * as kit from './escrow-test-kit.ts';
import { createRecordingMailer } from './reminder-test-kit.ts';
import { settleDueBookings } from './settlement-schedule.ts';

const { DAY, hoursAfter } = kit;
const MINUTE = 60_000;
const aMinuteBefore = (at: Date) => new Date(at.getTime() - MINUTE);
const nothing = { expired: 0, completed: 0, failed: 0 };

describe('the settlement schedule: expiry and auto-completion (decision 020)', () => {
  let t: TestApp;
  let deps: BookingDeps;
  let operator: TestUser;
  const mailer = createRecordingMailer();
  const log = { error: vi.fn() };

  beforeAll(async () => {
    t = await createTestApp();
    deps = { ...kit.escrowDeps(t, mailer), log };
    operator = await createTestUser(t.database, { role: 'admin' });
  });
  afterEach(async () => {
    // The schedule works on every booking in the database: each test leaves nothing due behind.
    await settleDueBookings(deps, new Date(Date.now() + 800 * DAY));
    expect(await checkLedger(t.database.db)).toEqual([]);
    mailer.sent.length = 0;
    log.error.mockClear();
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const heard = async (bookingId: string, userId: string) =>
    (await kit.notificationsAbout(db(), bookingId)).filter((n) => n.userId === userId).map((n) => n.title);
  const subjects = () => mailer.sent.map((m) => `${m.to}: ${m.subject}`);

  it('refunds an unanswered request in full 72 hours after it was made, and not a minute sooner', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 20_000 });
    const { id, reference } = await kit.requestSession(deps, p, hoursAfter(made, 100), 'portrait', made);
    expect(await balanceOf(db(), p.client.id)).toBe(8_000);
    mailer.sent.length = 0;

    expect(await settleDueBookings(deps, aMinuteBefore(hoursAfter(made, 72)))).toEqual(nothing);
    expect((await kit.bookingRow(db(), id)).status).toBe('pending');
    expect(await settleDueBookings(deps, hoursAfter(made, 72))).toEqual({ ...nothing, expired: 1 });

    expect(await kit.bookingRow(db(), id)).toMatchObject({ status: 'expired', cancelReason: EXPIRED_REASON });
    expect(await kit.bookingTransfers(db(), id)).toEqual([
      { kind: 'booking_hold', amount: 12_000 },
      { kind: 'booking_refund', amount: 12_000 },
    ]);
    expect(await balanceOf(db(), p.client.id)).toBe(20_000);
    expect(await balanceOf(db(), p.artist.id)).toBe(0);
    // Both hear of it; the client is told the money is back, and gets the mail.
    const [toClient] = (await kit.notificationsAbout(db(), id)).filter((n) => n.userId === p.client.id);
    expect(toClient).toMatchObject({ type: 'booking_cancelled', title: 'Request expired' });
    expect(toClient!.message).toContain(
      'expired before it was confirmed. 120.00 MACS were refunded to your wallet.',
    );
    expect(await heard(id, p.artist.id)).toEqual(['New booking request', 'Request expired']);
    expect(subjects()).toEqual([`${p.client.email}: Request expired — ${reference}`]);
  });

  it('expires a request at its start when that comes before the 72 hours; the artist can no longer accept it', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 12_000 });
    const startsAt = hoursAfter(made, 30);
    const { id } = await kit.requestSession(deps, p, startsAt, 'portrait', made);

    expect(await settleDueBookings(deps, aMinuteBefore(startsAt))).toEqual(nothing);
    expect(await settleDueBookings(deps, startsAt)).toEqual({ ...nothing, expired: 1 });
    expect(await balanceOf(db(), p.client.id)).toBe(12_000);
    const late = changeStatus(
      deps,
      id,
      'confirmed',
      { userId: p.artist.id },
      undefined,
      hoursAfter(startsAt, 1),
    );
    await expect(late).rejects.toMatchObject({ status: 409 });
    expect((await kit.escrowOf(db(), id))!.refunded).toBe(12_000);
  });

  it('lapses a quote 7 days after it was sent (nothing was held); one accepted in time stays', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 50_000 });
    const lapsing = await kit.requestSession(deps, p, hoursAfter(made, 20 * 24), 'commission', made);
    const taken = await kit.requestSession(deps, p, hoursAfter(made, 21 * 24), 'commission', made);
    const quotedAt = hoursAfter(made, 2);
    for (const { id } of [lapsing, taken]) {
      await sendQuote(deps, id, { price: 200, note: 'Two sittings.' }, { userId: p.artist.id }, quotedAt);
    }
    // Answering with a quote restarts the clock: the 72 hours of the request no longer apply.
    expect(await settleDueBookings(deps, hoursAfter(made, 72))).toEqual(nothing);
    await acceptQuote(
      deps,
      taken.id,
      await kit.quoteTerms(db(), taken.id),
      { userId: p.client.id },
      hoursAfter(quotedAt, 6 * 24),
    );
    expect(await settleDueBookings(deps, aMinuteBefore(hoursAfter(quotedAt, 7 * 24)))).toEqual(nothing);
    expect(await settleDueBookings(deps, hoursAfter(quotedAt, 7 * 24))).toEqual({ ...nothing, expired: 1 });

    expect(await kit.bookingRow(db(), lapsing.id)).toMatchObject({
      status: 'expired',
      quoteStatus: 'expired',
      cancelReason: QUOTE_EXPIRED_REASON,
    });
    expect(await kit.escrowOf(db(), lapsing.id)).toBeUndefined();
    expect(await kit.bookingRow(db(), taken.id)).toMatchObject({
      status: 'confirmed',
      quoteStatus: 'accepted',
    });
    expect(await balanceOf(db(), p.client.id)).toBe(30_000);
    const terms = await kit.quoteTerms(db(), lapsing.id);
    const tooLate = acceptQuote(
      deps,
      lapsing.id,
      terms,
      { userId: p.client.id },
      hoursAfter(quotedAt, 7 * 24 + 1),
    );
    await expect(tooLate).rejects.toMatchObject({ status: 409, message: QUOTE_NOT_OPEN_MESSAGE });
    expect(await heard(lapsing.id, p.client.id)).toEqual(['Quote received', 'Request expired']);
  });

  it('completes a confirmed session 24 hours after its end and pays the artist', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 12_000 });
    const { id, reference } = await kit.requestSession(deps, p, hoursAfter(made, 30), 'portrait', made);
    await changeStatus(deps, id, 'confirmed', { userId: p.artist.id }, undefined, hoursAfter(made, 1));
    mailer.sent.length = 0;
    const due = hoursAfter(made, 32 + 24); // the portrait ends two hours after its start

    expect(await settleDueBookings(deps, aMinuteBefore(due))).toEqual(nothing);
    expect(await balanceOf(db(), p.artist.id)).toBe(0);
    expect(await settleDueBookings(deps, due)).toEqual({ ...nothing, completed: 1 });

    expect((await kit.bookingRow(db(), id)).status).toBe('completed');
    expect(await kit.bookingTransfers(db(), id)).toEqual([
      { kind: 'booking_hold', amount: 12_000 },
      { kind: 'booking_release', amount: 12_000 },
    ]);
    expect(await balanceOf(db(), p.artist.id)).toBe(12_000);
    expect(await balanceOf(db(), p.client.id)).toBe(0);
    const paid = (await kit.notificationsAbout(db(), id)).find((n) => n.type === 'payment_received');
    expect(paid).toMatchObject({ userId: p.artist.id, title: 'Session payment received' });
    expect(paid!.message).toBe(`120.00 MACS for Portrait Session (${reference}) were paid to your wallet.`);
    expect(await heard(id, p.client.id)).toEqual(['Booking confirmed', 'Session completed']);
    expect(subjects()).toEqual([`${p.client.email}: Session completed — ${reference}`]);
  });

  it('never completes a disputed session: the MACS stay held until the operator decides', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 24_000 });
    const disputed = await kit.requestSession(deps, p, hoursAfter(made, 30), 'portrait', made);
    const quiet = await kit.requestSession(deps, p, hoursAfter(made, 34), 'portrait', made);
    for (const { id } of [disputed, quiet]) {
      await changeStatus(deps, id, 'confirmed', { userId: p.artist.id }, undefined, hoursAfter(made, 1));
    }
    const reason = 'The artist never showed up.';
    await changeStatus(deps, disputed.id, 'disputed', { userId: p.client.id }, reason, hoursAfter(made, 33));

    expect(await settleDueBookings(deps, hoursAfter(made, 60))).toEqual({ ...nothing, completed: 1 });
    expect(await settleDueBookings(deps, hoursAfter(made, 60 * 24))).toEqual(nothing);
    expect((await kit.bookingRow(db(), disputed.id)).status).toBe('disputed');
    expect((await kit.escrowOf(db(), disputed.id))!.settledAt).toBeNull();
    expect(await balanceOf(db(), p.artist.id)).toBe(12_000); // the undisputed session only

    const body = { outcome: 'split' as const, refund: 30, note: 'Half the session happened.' };
    await resolveDispute(deps, operator.id, disputed.id, body, hoursAfter(made, 61 * 24));
    expect(await balanceOf(db(), p.client.id)).toBe(3_000);
    expect(await balanceOf(db(), p.artist.id)).toBe(21_000);
  });

  it('catches up after downtime: whatever fell due settles in one pass, and only once', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 100_000 });
    const request = (hours: number, service = 'consultation', at = made) =>
      kit.requestSession(deps, p, hoursAfter(made, hours), service, at);
    const soon = await request(40); // due at its start
    const later = await request(200); // due 72 hours after it was made
    const quote = await request(100, 'commission'); // nothing held, due all the same
    const [done1, done2] = [await request(30), await request(50)];
    for (const { id } of [done1, done2]) {
      await changeStatus(deps, id, 'confirmed', { userId: p.artist.id }, undefined, hoursAfter(made, 1));
    }
    const fresh = await request(20 * 24, 'consultation', hoursAfter(made, 9 * 24)); // made during the outage
    mailer.sent.length = 0;

    const back = hoursAfter(made, 10 * 24);
    expect(await settleDueBookings(deps, back)).toEqual({ expired: 3, completed: 2, failed: 0 });
    for (const { id } of [soon, later, quote])
      expect((await kit.bookingRow(db(), id)).status).toBe('expired');
    for (const { id } of [done1, done2]) expect((await kit.bookingRow(db(), id)).status).toBe('completed');
    expect((await kit.bookingRow(db(), fresh.id)).status).toBe('pending');
    expect(await balanceOf(db(), p.artist.id)).toBe(15_000);
    expect(await balanceOf(db(), p.client.id)).toBe(100_000 - 15_000 - 7_500);
    expect(mailer.sent).toHaveLength(5);

    // A second instance, or the next tick, finds nothing left: no second refund, payment or mail.
    const notices = (await db().execute(sql`select count(*)::int as n from notifications`)).rows[0];
    expect(await settleDueBookings(deps, back)).toEqual(nothing);
    expect((await db().execute(sql`select count(*)::int as n from notifications`)).rows[0]).toEqual(notices);
    expect(mailer.sent).toHaveLength(5);
    for (const { id } of [soon, later, done1, done2])
      expect(await kit.bookingTransfers(db(), id)).toHaveLength(2);
  });

  it('logs a booking that fails to settle and leaves it for the next pass; the others still settle', async () => {
    const made = kit.nextWholeHour();
    const p = await kit.paidParties(t, { funds: 30_000 });
    const ids = [];
    for (const hours of [30, 40, 50])
      ids.push((await kit.requestSession(deps, p, hoursAfter(made, hours), 'tour', made)).id);
    const broken = ids[1]!;
    await db().execute(
      sql.raw(`create function refuse_settling() returns trigger language plpgsql as $$
      begin if old.id = '${broken}' then raise exception 'disk on fire'; end if; return new; end $$`),
    );
    await db().execute(
      sql`create trigger refuse_settling before update on bookings for each row execute function refuse_settling()`,
    );
    try {
      expect(await settleDueBookings(deps, hoursAfter(made, 72))).toEqual({
        expired: 2,
        completed: 0,
        failed: 1,
      });
    } finally {
      await db().execute(sql`drop trigger refuse_settling on bookings`);
      await db().execute(sql`drop function refuse_settling()`);
    }
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ queue: 'expired' }),
      'booking settlement failed',
    );
    expect((await kit.bookingRow(db(), broken)).status).toBe('pending');
    expect((await kit.escrowOf(db(), broken))!.settledAt).toBeNull();
    expect(await balanceOf(db(), p.client.id)).toBe(30_000 - 5_000);

    expect(await settleDueBookings(deps, hoursAfter(made, 73))).toEqual({ ...nothing, expired: 1 });
    expect(await balanceOf(db(), p.client.id)).toBe(30_000);
  });
});
