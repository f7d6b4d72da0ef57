import { asc, count, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { recordAction } from '#server/domains/moderation/audit.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, conflict, notFound } from '#server/platform/errors.ts';
import { DISPUTE_NOT_OPEN_MESSAGE, SPLIT_AMOUNT_MESSAGE } from '#shared/booking-payments.ts';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/booking-rules.ts';
import { fromMacsMinor, toMacsMinor } from '#shared/macs.ts';
import type { DisputeResolveBody } from '#shared/schemas/disputes.ts';
import type { OpenDispute } from '#shared/schemas/moderation.ts';
import { mailBookingEvent } from './booking-events.ts';
import type { BookingDeps } from './booking-guards.ts';
import { lockBookingRow } from './booking-locks.ts';
import { applyTransition } from './booking-status.ts';
import { heldOf, lockEscrow, type Settlement } from './escrow.ts';
import { bookingDisputes, bookingEscrows, bookings } from './tables.ts';

/**
 * Disputed sessions in the operator's payments queue (decision 020): the escrow stays held until
 * an operator releases it to the artist, refunds the client, or splits it; the decision, its
 * ledger transfers and its audit entry commit together.
 */

const artist = alias(users, 'dispute_artist');
const client = alias(users, 'dispute_client');
const open = isNull(bookingDisputes.outcome);

/** Open disputes, oldest first, with what is held for each. */
export async function listOpenDisputes(db: Db, limit = 200): Promise<OpenDispute[]> {
  const rows = await db
    .select({
      booking: bookings,
      dispute: bookingDisputes,
      escrow: bookingEscrows,
      artist: { id: artist.id, name: artist.name, username: artist.username },
      client: { id: client.id, name: client.name, username: client.username },
    })
    .from(bookingDisputes)
    .innerJoin(bookings, eq(bookings.id, bookingDisputes.bookingId))
    .innerJoin(bookingEscrows, eq(bookingEscrows.bookingId, bookings.id))
    .innerJoin(artist, eq(artist.id, bookings.artistId))
    .innerJoin(client, eq(client.id, bookingEscrows.payerId))
    .where(open)
    .orderBy(asc(bookingDisputes.openedAt), asc(bookingDisputes.bookingId))
    .limit(limit);
  return rows.map((r) => ({
    bookingId: r.booking.id,
    reference: r.booking.reference,
    service: r.booking.serviceName,
    artist: r.artist,
    client: r.client,
    amount: fromMacsMinor(heldOf(r.escrow)),
    reason: r.dispute.reason,
    openedAt: r.dispute.openedAt.toISOString(),
    startsAt: r.booking.startsAt.toISOString(),
    endsAt: r.booking.endsAt.toISOString(),
  }));
}

export async function countOpenDisputes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookingDisputes).where(open);
  return row?.n ?? 0;
}

/** The operator's settlement, checked against what is held: a split leaves something to each side. */
function settlementOf(body: DisputeResolveBody, held: number): Settlement {
  if (body.outcome !== 'split') return { kind: body.outcome };
  const refund = body.refund === undefined ? Number.NaN : toMacsMinor(body.refund);
  if (!(refund > 0 && refund < held)) throw badRequest(SPLIT_AMOUNT_MESSAGE, 'refund');
  return { kind: 'split', refund };
}

/** POST /admin/disputes/{bookingId}/resolve. A second decision on the same dispute gets 409. */
export async function resolveDispute(
  deps: BookingDeps,
  operatorId: string,
  bookingId: string,
  body: DisputeResolveBody,
  now = new Date(),
): Promise<void> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const event = await deps.db.transaction(async (tx) => {
    const row = await lockBookingRow(tx, eq(bookings.id, bookingId));
    if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (row.status !== 'disputed') throw conflict(DISPUTE_NOT_OPEN_MESSAGE);
    const escrow = await lockEscrow(tx, row.id);
    if (!escrow || escrow.settledAt) throw conflict(DISPUTE_NOT_OPEN_MESSAGE);
    const settlement = settlementOf(body, heldOf(escrow));
    const to = body.outcome === 'refund' ? 'cancelled' : 'completed';
    const result = await applyTransition(tx, row, to, 'system', body.note, now, { settlement });
    await tx
      .update(bookingDisputes)
      .set({ outcome: body.outcome, note: body.note, resolvedBy: operatorId, resolvedAt: now })
      .where(eq(bookingDisputes.bookingId, row.id));
    await recordAction(tx, {
      actorId: operatorId,
      action: `dispute.${body.outcome}`,
      targetType: 'booking',
      targetId: row.id,
      reason: body.note,
    });
    return result;
  });
  await mailBookingEvent(deps, event);
}
