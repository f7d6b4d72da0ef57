import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '#server/domains/notifications/tables.ts';
import { balanceOf, postTransfer } from '#server/domains/wallet/ledger.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '#server/domains/wallet/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { type CancellationPolicy, clientCancellationSplit } from '#shared/booking-payments.ts';
import type { BookingStatus } from '#shared/booking-rules.ts';
import { createBooking } from './booking-create.ts';
import { resolveDispute } from './booking-disputes.ts';
import type { BookingRow } from './booking-events.ts';
import type { BookingDeps } from './booking-guards.ts';
import { type BookableArtist, createBookableArtist, insertBooking } from './booking-test-kit.ts';
import { type EscrowRow, holdForBooking } from './escrow.ts';
import { settleDueBookings } from './settlement-schedule.ts';
import { bookingEscrows, bookings, services } from './tables.ts';

/**
 * Shared setup of the escrow tests (decision 020): funded clients, priced artists, the money of a
 * booking as the ledger and its escrow row tell it. Amounts are MACS hundredths throughout.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The start of the next whole hour after `at` (bookable slots are whole hours in the kit's zones). */
/**
 * The next 06:00 UTC after `at` (the artists here keep UTC). Tests start their clocks there, so
 * sessions they place hours or days later never straddle midnight, which the one-window-per-date
 * availability rule refuses, whatever hour the suite happens to run at.
 */
export const nextWholeHour = (at = new Date()) => {
  const morning = new Date(at);
  morning.setUTCHours(6, 0, 0, 0);
  if (morning.getTime() <= at.getTime()) morning.setUTCDate(morning.getUTCDate() + 1);
  return morning;
};
export const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);

/** What the booking services need, with the app's outbox mailer unless a recording one is given. */
export const escrowDeps = (t: TestApp, mailer: Mailer = t.ctx.mailer): BookingDeps => ({
  db: t.database.db,
  mailer,
  publicUrl: 'http://easel.test',
});

/** Issues `amount` hundredths to a user (a test-mode top-up straight through the ledger). */
export async function mint(db: Db, userId: string, amount: number): Promise<void> {
  await db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'topup',
      memo: 'Test-mode top-up',
      amount,
      from: { system: 'issuance' },
      to: { userId },
    }),
  );
}

/** Every priced service of the artist takes `policy` (the catalogue's default is flexible). */
export async function setPolicy(db: Db, artistId: string, policy: CancellationPolicy): Promise<void> {
  await db.update(services).set({ cancellationPolicy: policy }).where(eq(services.artistId, artistId));
}

export type PaidParties = { artist: BookableArtist; client: TestUser };

/** An artist with the spec's real prices (portrait 12000, commission 'Quote') and a client holding `funds`. */
export async function paidParties(
  t: TestApp,
  options: { funds: number; policy?: CancellationPolicy; timezone?: string },
): Promise<PaidParties> {
  const artist = await createBookableArtist(t.database, {
    priced: true,
    timezone: options.timezone ?? 'UTC',
  });
  if (options.policy) await setPolicy(t.database.db, artist.id, options.policy);
  return { artist, client: await fundedClient(t, options.funds) };
}

/** A signed-in client holding exactly `funds` hundredths. */
export async function fundedClient(t: TestApp, funds: number): Promise<TestUser> {
  const client = await createTestUser(t.database, { name: 'Sam Supporter' });
  if (funds > 0) await mint(t.database.db, client.id, funds);
  return client;
}

/** The signed-in client's request for `service` at `startsAt`, made at `now` (the service call, no HTTP). */
export const requestSession = (
  deps: BookingDeps,
  parties: PaidParties,
  startsAt: Date,
  service = 'portrait',
  now = new Date(),
) =>
  createBooking(
    deps,
    {
      artistId: parties.artist.id,
      service,
      dateTime: startsAt.toISOString(),
      message: 'A session from the escrow tests, please.',
    },
    { userId: parties.client.id },
    now,
  );

/**
 * A paid booking of the client written directly, in any status and at any time (a request made
 * days ago, a session that ended), with `price` held in escrow by the real hold. The services
 * only make future requests, and check the artist's hours against the real clock.
 */
export async function insertPaidBooking(
  t: TestApp,
  parties: PaidParties,
  values: Partial<typeof bookings.$inferInsert> & { startsAt: Date },
  price = 7_500,
): Promise<BookingRow> {
  const { manageToken: _, ...row } = await insertBooking(t.database, parties.artist, {
    clientUserId: parties.client.id,
    clientName: parties.client.name,
    clientEmail: parties.client.email,
    serviceName: 'Art Consultation',
    priceMacs: price,
    cancellationPolicy: 'flexible',
    ...values,
  });
  await t.database.db.transaction((tx) => holdForBooking(tx, row, parties.client.id, price));
  return row;
}

export async function bookingRow(db: Db, id: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`No booking ${id}`);
  return row;
}

/**
 * The terms of the booking's quote as the client is shown them (what accepting it must name); for
 * a booking with no quote, or none at all, terms the service then refuses on its own grounds.
 */
export async function quoteTerms(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return {
    price: (row?.quotePriceMacs ?? 100) / 100,
    cancellationPolicy: row?.cancellationPolicy ?? ('flexible' as const),
  };
}

/** The booking's escrow row; undefined when nothing was ever held for it. */
export async function escrowOf(db: Db, bookingId: string): Promise<EscrowRow | undefined> {
  const [row] = await db.select().from(bookingEscrows).where(eq(bookingEscrows.bookingId, bookingId));
  return row;
}

/** Each booking of `ids` that still exists, with its escrow row (null when nothing was ever held). */
export async function bookingStates(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { booking: BookingRow; escrow: EscrowRow | null }>();
  const rows = await db
    .select({ booking: bookings, escrow: bookingEscrows })
    .from(bookings)
    .leftJoin(bookingEscrows, eq(bookingEscrows.bookingId, bookings.id))
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.booking.id, r]));
}

/** The balance of the 'booking_escrow' system account (0 before its first hold). */
export async function escrowAccountBalance(db: Db): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, 'booking_escrow'));
  return row?.balance ?? 0;
}

/** The MACS of the people in a test plus what escrow holds: conserved by every booking flow. */
export async function moneyInPlay(db: Db, userIds: string[]): Promise<number> {
  let total = await escrowAccountBalance(db);
  for (const id of userIds) total += await balanceOf(db, id);
  return total;
}

/** Each ledger transfer of a booking (hold, refund, release) with what it moved, in the order made. */
export async function bookingTransfers(db: Db, bookingId: string) {
  return db
    .select({ kind: ledgerTransfers.kind, amount: sql<number>`max(${ledgerEntries.amount})::int` })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(like(ledgerTransfers.idempotencyKey, `booking:${bookingId}:%`))
    .groupBy(ledgerTransfers.id, ledgerTransfers.kind, ledgerTransfers.createdAt)
    .orderBy(ledgerTransfers.createdAt);
}

/**
 * Escrow rows that still hold MACS without a live booking to settle them (missing, or in a final
 * state): money nobody can ever release or refund. Empty when the books are whole. `payerId`
 * narrows it to one client's payments.
 */
export async function strandedHolds(db: Db, payerId?: string) {
  const rows = await db
    .select({ reference: bookingEscrows.bookingReference, status: bookings.status })
    .from(bookingEscrows)
    .leftJoin(bookings, eq(bookings.id, bookingEscrows.bookingId))
    .where(
      and(
        sql`${bookingEscrows.amount} - ${bookingEscrows.released} - ${bookingEscrows.refunded} > 0`,
        sql`(${bookings.id} is null or ${bookings.status} not in ('pending', 'confirmed', 'disputed'))`,
        payerId ? eq(bookingEscrows.payerId, payerId) : undefined,
      ),
    );
  return rows.map((r) => `${r.reference}: ${r.status ?? 'booking deleted'}`);
}

/** The tables a booking command writes, hashed: equal before and after means a refusal changed nothing. */
export async function bookingsFingerprint(db: Db): Promise<string> {
  const tables = ['bookings', 'booking_escrows', 'booking_disputes', 'ledger_entries', 'notifications'];
  const parts = tables.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.identifier(name)} x)`,
  );
  const result = await db.execute<{ fp: string }>(
    sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as fp`,
  );
  return result.rows[0]!.fp;
}

/** Statuses a booking never leaves; its escrow must be settled. */
export const FINAL_STATUSES: ReadonlySet<BookingStatus> = new Set([
  'declined',
  'completed',
  'cancelled',
  'expired',
]);

/**
 * What a booking may hold for its status: nothing once final, nothing for an unaccepted quote,
 * and exactly its price while a paid booking is live (pending, confirmed or disputed).
 */
export function expectEscrowFitsStatus(row: BookingRow, escrow: EscrowRow | null | undefined) {
  const held = escrow ? escrow.amount - escrow.released - escrow.refunded : 0;
  if (FINAL_STATUSES.has(row.status)) {
    expect(held, `${row.reference} is ${row.status} but still holds`).toBe(0);
    if (escrow) expect(escrow.settledAt).not.toBeNull();
  } else if (row.quoteStatus === 'requested' || row.quoteStatus === 'quoted') {
    expect(escrow ?? null, `${row.reference}: an unaccepted quote holds nothing`).toBeNull();
  } else if (row.priceMacs) {
    expect([escrow?.amount, held], `${row.reference} holds its price`).toEqual([
      row.priceMacs,
      row.priceMacs,
    ]);
  }
}

/**
 * What the client gets back when a party or the schedule moved `was` into the final `row` at `now`
 * (the rest goes to the artist): a completion pays the artist, the client's own cancellation of a
 * confirmed session follows its policy, everything else refunds in full.
 */
export function expectedRefund(was: BookingRow, row: BookingRow, amount: number, now: Date): number {
  if (row.status === 'completed') return 0;
  if (row.status === 'cancelled' && was.status === 'confirmed' && row.cancelledBy === 'client') {
    return clientCancellationSplit(row.cancellationPolicy!, amount, row.startsAt, now).refund;
  }
  return amount;
}

/** Brings every booking of `ids` to a final state at `at`: the schedule, then an operator's refunds. */
export async function settleEverything(deps: BookingDeps, operatorId: string, ids: string[], at: Date) {
  await settleDueBookings(deps, at);
  for (const { booking } of (await bookingStates(deps.db, ids)).values()) {
    if (booking.status !== 'disputed') continue;
    await resolveDispute(deps, operatorId, booking.id, { outcome: 'refund', note: 'Closed.' }, at);
  }
}

/** The in-app notifications about one booking, oldest first: who heard what. */
export async function notificationsAbout(db: Db, bookingId: string) {
  return db
    .select({
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
    })
    .from(notifications)
    .where(sql`${notifications.data}->>'bookingId' = ${bookingId}`)
    .orderBy(notifications.createdAt);
}
