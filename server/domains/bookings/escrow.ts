import { asc, eq, inArray, sql } from 'drizzle-orm';
import { accountIdFor, postTransfer } from '#server/domains/wallet/ledger.ts';
import { ledgerAccounts } from '#server/domains/wallet/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { bookingEscrows } from './tables.ts';

/**
 * The session escrow (decision 020). A paid booking's price moves from the client's account to
 * the 'booking_escrow' system account in the transaction that creates (or, for a quote, confirms)
 * the booking, and leaves it exactly once: to the artist, back to the client, or split. Each
 * movement is a balanced ledger transfer with a per-booking idempotency key, so even a second
 * settlement attempt that slipped past the row lock could not move MACS twice.
 */

export type EscrowBooking = { id: string; reference: string; serviceName: string; artistId: string };

/** How what is still held leaves escrow: `refund` hundredths to the client, the rest to the artist. */
export type Settlement = { kind: 'release' } | { kind: 'refund' } | { kind: 'split'; refund: number };

export type EscrowRow = typeof bookingEscrows.$inferSelect;

const sessionName = (b: EscrowBooking) => `Session ${b.reference} (${b.serviceName})`;

/** Moves `amount` hundredths from the client into escrow for the booking; 409 INSUFFICIENT_FUNDS if short. */
export async function holdForBooking(tx: Db, booking: EscrowBooking, payerId: string, amount: number) {
  const { transferId } = await postTransfer(tx, {
    kind: 'booking_hold',
    memo: `${sessionName(booking)}: held in escrow`,
    amount,
    from: { userId: payerId },
    to: { system: 'booking_escrow' },
    idempotencyKey: `booking:${booking.id}:hold`,
  });
  await tx.insert(bookingEscrows).values({
    bookingId: booking.id,
    bookingReference: booking.reference,
    payerId,
    payeeId: booking.artistId,
    amount,
    holdTransferId: transferId,
  });
}

/** The booking's escrow row, locked for settling; undefined when nothing was ever held. */
export async function lockEscrow(tx: Db, bookingId: string): Promise<EscrowRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingEscrows)
    .where(eq(bookingEscrows.bookingId, bookingId))
    .for('update');
  return row;
}

/**
 * A settlement may post two transfers (refund and release); their three accounts are locked up
 * front in id order, so it never waits for one while holding another that a concurrent
 * settlement of the same artist or client locked the other way round (a deadlock).
 */
async function lockSettlementAccounts(tx: Db, row: EscrowRow) {
  const ids: string[] = [];
  for (const ref of [
    { system: 'booking_escrow' as const },
    { userId: row.payerId },
    { userId: row.payeeId },
  ]) {
    ids.push(await accountIdFor(tx, ref));
  }
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export const heldOf = (row: Pick<EscrowRow, 'amount' | 'released' | 'refunded'>) =>
  row.amount - row.released - row.refunded;

/** The two parts of what is held under a settlement; a split's refund is capped at what is held. */
export function partsOf(held: number, settlement: Settlement): { refund: number; release: number } {
  if (settlement.kind === 'release') return { refund: 0, release: held };
  if (settlement.kind === 'refund') return { refund: held, release: 0 };
  const refund = Math.min(Math.max(settlement.refund, 0), held);
  return { refund, release: held - refund };
}

/**
 * Settles everything the booking still holds, in the caller's transaction (which has the booking
 * row locked). Nothing held, or already settled: nothing moves. Returns the parts that moved.
 */
export async function settleEscrow(
  tx: Db,
  booking: EscrowBooking,
  settlement: Settlement | ((held: number) => Settlement),
): Promise<{ refund: number; release: number }> {
  const row = await lockEscrow(tx, booking.id);
  if (!row || row.settledAt) return { refund: 0, release: 0 };
  await lockSettlementAccounts(tx, row);
  const held = heldOf(row);
  const parts = partsOf(held, typeof settlement === 'function' ? settlement(held) : settlement);
  if (parts.refund > 0) {
    await postTransfer(tx, {
      kind: 'booking_refund',
      memo: `${sessionName(booking)}: refunded`,
      amount: parts.refund,
      from: { system: 'booking_escrow' },
      to: { userId: row.payerId },
      idempotencyKey: `booking:${booking.id}:refund`,
    });
  }
  if (parts.release > 0) {
    await postTransfer(tx, {
      kind: 'booking_release',
      memo: `${sessionName(booking)}: paid to the artist`,
      amount: parts.release,
      from: { system: 'booking_escrow' },
      to: { userId: row.payeeId },
      idempotencyKey: `booking:${booking.id}:release`,
    });
  }
  await tx
    .update(bookingEscrows)
    .set({
      released: sql`${bookingEscrows.released} + ${parts.release}`,
      refunded: sql`${bookingEscrows.refunded} + ${parts.refund}`,
      settledAt: sql`now()`,
    })
    .where(eq(bookingEscrows.id, row.id));
  return parts;
}
