import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, badRequest, conflict, sqlState } from '#server/platform/errors.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import { BOOKING_HORIZON_DAYS, PAST_DATE_MESSAGE, SLOT_TAKEN_MESSAGE } from '#shared/booking-rules.ts';
import { isWithinAvailability } from './availability-service.ts';

/** What the booking services need beyond the caller: the database, and mail after commit. */
export type BookingDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log?: Pick<FastifyBaseLogger, 'error'> | { error: (obj: unknown, msg: string) => void };
};

/** The signed-in caller, or null for a guest. */
export type BookingCaller = { userId: string } | null;

export const HORIZON_MESSAGE = `Bookings can be made up to ${BOOKING_HORIZON_DAYS} days ahead`;

export const slotTaken = () => conflict(SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN');

/** A requested start the screens would also refuse: in the past, or beyond the booking horizon. */
export function assertBookableStart(startsAt: Date, now: Date): void {
  if (startsAt.getTime() <= now.getTime()) throw badRequest(PAST_DATE_MESSAGE, 'dateTime');
  if (startsAt.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) {
    throw badRequest(HORIZON_MESSAGE, 'dateTime');
  }
}

/** Outside the artist's hours, on a blocked stretch or otherwise not open: the same 409 as a race. */
export async function assertWithinAvailability(tx: Db, artistId: string, startsAt: Date, endsAt: Date) {
  if (!(await isWithinAvailability(tx, artistId, startsAt, endsAt))) throw slotTaken();
}

/** A deadlock the lock order should prevent is still survived: the transaction is simply run again. */
const WRITE_ATTEMPTS = 3;

/**
 * Runs a booking write (a whole transaction) and turns the exclusion constraint's verdict
 * (SQLSTATE 23P01: another pending or confirmed booking of the artist overlaps) into the spec's
 * 409. The constraint is the guard: a check before the insert would race. A deadlock (40P01)
 * between writers of one calendar is retried, and if it persists the slot is contested: 409 too.
 */
export async function guardSlot<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const state = sqlState(err);
      if (state === '23P01') throw slotTaken();
      if (state === '40P01') {
        if (attempt < WRITE_ATTEMPTS) continue;
        throw slotTaken();
      }
      throw err;
    }
  }
}
