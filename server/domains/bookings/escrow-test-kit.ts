import { and, eq, like, sql } from 'drizzle-orm';
import { balanceOf, postTransfer } from '#server/domains/wallet/ledger.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '#server/domains/wallet/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { CancellationPolicy } from '#shared/booking-payments.ts';
import { createBooking } from './booking-create.ts';
import type { BookingRow } from './booking-events.ts';
import type { BookingDeps } from './booking-guards.ts';
import { type BookableArtist, createBookableArtist } from './booking-test-kit.ts';
import type { EscrowRow } from './escrow.ts';
import { bookingEscrows, bookings, services } from './tables.ts';

/**
 * Shared setup of the escrow tests (decision 020): funded clients, priced artists, the money of a
 * booking as the ledger and its escrow row tell it. Amounts are MACS hundredths throughout.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The start of the next whole hour after `at` (bookable slots are whole hours in the kit's zones). */
export const nextWholeHour = (at = new Date()) => new Date(Math.ceil((at.getTime() + 1) / HOUR) * HOUR);
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
  const client = await createTestUser(t.database, { name: 'Sam Supporter' });
  if (options.funds > 0) await mint(t.database.db, client.id, options.funds);
  return { artist, client };
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

export async function bookingRow(db: Db, id: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`No booking ${id}`);
  return row;
}

/** The booking's escrow row; undefined when nothing was ever held for it. */
export async function escrowOf(db: Db, bookingId: string): Promise<EscrowRow | undefined> {
  const [row] = await db.select().from(bookingEscrows).where(eq(bookingEscrows.bookingId, bookingId));
  return row;
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
 * state): money nobody can ever release or refund. Empty when the books are whole.
 */
export async function strandedHolds(db: Db) {
  const rows = await db
    .select({ reference: bookingEscrows.bookingReference, status: bookings.status })
    .from(bookingEscrows)
    .leftJoin(bookings, eq(bookings.id, bookingEscrows.bookingId))
    .where(
      and(
        sql`${bookingEscrows.amount} - ${bookingEscrows.released} - ${bookingEscrows.refunded} > 0`,
        sql`(${bookings.id} is null or ${bookings.status} not in ('pending', 'confirmed', 'disputed'))`,
      ),
    );
  return rows.map((r) => `${r.reference}: ${r.status ?? 'booking deleted'}`);
}
