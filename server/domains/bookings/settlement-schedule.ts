import { and, asc, eq, lte, notInArray, type SQL } from 'drizzle-orm';
import { AUTO_COMPLETE_HOURS, EXPIRED_REASON, QUOTE_EXPIRED_REASON } from '#shared/booking-payments.ts';
import { type BookingEvent, mailBookingEvent } from './booking-events.ts';
import type { BookingDeps } from './booking-guards.ts';
import { applyTransition } from './booking-status.ts';
import { bookings } from './tables.ts';

/**
 * The schedule's half of decision 020: pending requests and quotes past their deadline expire
 * (refunded in full), and confirmed sessions AUTO_COMPLETE_HOURS after their end complete (paid to
 * the artist) unless the client disputed them. Every instance may run it: each booking is claimed
 * with FOR UPDATE SKIP LOCKED in its own transaction, and the status is re-checked on the locked
 * row, so two instances never settle one booking and a slow one never blocks another. It works
 * from deadlines, not from "what changed since the last run", so it catches up after downtime.
 */

export type SettlementPass = { expired: number; completed: number; failed: number };

/** Most bookings settled in one pass; the next tick continues a larger backlog. */
export const SETTLEMENT_PASS_LIMIT = 500;

type Due = { to: 'expired' | 'completed'; where: (now: Date) => SQL };

const queues: Due[] = [
  {
    to: 'expired',
    where: (now) => and(eq(bookings.status, 'pending'), lte(bookings.respondBy, now))!,
  },
  {
    to: 'completed',
    where: (now) =>
      and(
        eq(bookings.status, 'confirmed'),
        lte(bookings.endsAt, new Date(now.getTime() - AUTO_COMPLETE_HOURS * 3_600_000)),
      )!,
  },
];

/** Claims and settles one due booking of a queue; null when none is left (or all are taken). */
async function settleOne(
  deps: BookingDeps,
  due: Due,
  now: Date,
  skip: string[],
): Promise<BookingEvent | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(due.where(now), skip.length ? notInArray(bookings.id, skip) : undefined))
      .orderBy(asc(due.to === 'expired' ? bookings.respondBy : bookings.endsAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    skip.push(row.id);
    const reason =
      due.to === 'expired'
        ? row.quoteStatus === 'quoted'
          ? QUOTE_EXPIRED_REASON
          : EXPIRED_REASON
        : undefined;
    return applyTransition(tx, row, due.to, 'system', reason, now);
  });
}

/** One pass over both queues; a booking that fails is logged and left for the next pass. */
export async function settleDueBookings(deps: BookingDeps, now: Date): Promise<SettlementPass> {
  const pass: SettlementPass = { expired: 0, completed: 0, failed: 0 };
  for (const due of queues) {
    const skip: string[] = [];
    while (skip.length < SETTLEMENT_PASS_LIMIT) {
      let event: BookingEvent | null;
      try {
        event = await settleOne(deps, due, now, skip);
      } catch (err) {
        pass.failed += 1;
        deps.log?.error({ err, queue: due.to }, 'booking settlement failed');
        if (pass.failed > 10) return pass;
        continue;
      }
      if (!event) break;
      pass[due.to] += 1;
      await mailBookingEvent(deps, event);
    }
  }
  return pass;
}
