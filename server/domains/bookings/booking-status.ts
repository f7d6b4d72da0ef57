import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type AppError, conflict, forbidden, notFound } from '#server/platform/errors.ts';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  type BookingStatus,
  canTransition,
  transitionActors,
} from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import {
  type BookingEvent,
  type BookingRow,
  mailBookingEvent,
  recordBookingEvent,
} from './booking-events.ts';
import { type BookingDeps, guardSlot } from './booking-guards.ts';
import { lockBookingRow } from './booking-locks.ts';
import { loadBookingArtist } from './booking-parties.ts';
import { hashManageToken } from './booking-reference.ts';
import { findBookingView } from './booking-view.ts';
import { bookings } from './tables.ts';

export type TargetStatus = Exclude<BookingStatus, 'pending'>;
export type PartyRole = 'artist' | 'client';

export const ARTIST_ONLY_MESSAGE = 'Only the artist can accept, decline or complete a booking';
export const NOT_STARTED_MESSAGE = 'A session can be completed once it has started';
export const LINK_INVALID_MESSAGE = 'This link is no longer valid';

const verbs: Record<TargetStatus, string> = {
  confirmed: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  completed: 'completed',
};

/** The 409 for a move the transition table does not allow, in words a person understands. */
export function refuseTransition(from: BookingStatus, to: TargetStatus): AppError {
  if (from === to) return conflict(`This booking is already ${from}`);
  if (from === 'pending' && to === 'completed') return conflict('Only a confirmed booking can be completed');
  if (from === 'confirmed' && to === 'declined') {
    return conflict('A confirmed booking cannot be declined; cancel it instead');
  }
  return conflict(`A ${from} booking cannot be ${verbs[to]}`);
}

/** The caller's side of a booking: its artist, or the account that made it. */
export function partyRoleOf(row: BookingRow, userId: string): PartyRole | null {
  if (row.artistId === userId) return 'artist';
  if (row.clientUserId !== null && row.clientUserId === userId) return 'client';
  return null;
}

async function applyTransition(
  tx: Db,
  row: BookingRow,
  to: TargetStatus,
  role: PartyRole,
  reason: string | undefined,
  now: Date,
): Promise<BookingEvent> {
  if (!transitionActors[to].includes(role)) throw forbidden(ARTIST_ONLY_MESSAGE);
  if (!canTransition(row.status, to)) throw refuseTransition(row.status, to);
  if (to === 'completed' && row.startsAt.getTime() > now.getTime()) throw conflict(NOT_STARTED_MESSAGE);
  const text = reason?.trim() ? reason.trim() : null;
  const [booking] = await tx
    .update(bookings)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'declined' ? { declineReason: text } : {}),
      ...(to === 'cancelled' ? { cancelReason: text, cancelledBy: role } : {}),
    })
    .where(eq(bookings.id, row.id))
    .returning();
  const { bookingEnabled: _, suspended: __, ...artist } = await loadBookingArtist(tx, row.artistId);
  const event: BookingEvent = { kind: to, booking: booking!, artist, actor: role };
  await recordBookingEvent(tx, event);
  return event;
}

/**
 * Accept, decline, cancel or complete, by a party of the booking. Anyone else hears 404, so
 * booking ids reveal nothing. Notifications go in the same transaction; mail after commit.
 */
export async function changeStatus(
  deps: BookingDeps,
  bookingId: string,
  to: TargetStatus,
  caller: { userId: string },
  reason?: string,
  now = new Date(),
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  // Row-locked: two decisions on one booking run one after the other, and the second sees the first.
  const event = await guardSlot(() =>
    deps.db.transaction(async (tx) => {
      const row = await lockBookingRow(tx, eq(bookings.id, bookingId));
      const role = row ? partyRoleOf(row, caller.userId) : null;
      if (!row || !role) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      return applyTransition(tx, row, to, role, reason, now);
    }),
  );
  await mailBookingEvent(deps, event);
  return (await findBookingView(deps.db, bookingId, { userId: caller.userId }))!;
}

/** A plausible token is hashed and looked up; anything else cannot match a row. */
export const manageTokenWhere = (token: string): SQL | null =>
  /^[A-Za-z0-9_-]{20,200}$/.test(token) ? eq(bookings.manageTokenHash, hashManageToken(token)) : null;

/** The guest's self-service cancel, through the secret link of their confirmation mail. */
export async function cancelByManageToken(
  deps: BookingDeps,
  token: string,
  reason?: string,
  now = new Date(),
): Promise<Booking> {
  const where = manageTokenWhere(token);
  if (!where) throw notFound(LINK_INVALID_MESSAGE);
  const event = await guardSlot(() =>
    deps.db.transaction(async (tx) => {
      const row = await lockBookingRow(tx, where);
      if (!row) throw notFound(LINK_INVALID_MESSAGE);
      return applyTransition(tx, row, 'cancelled', 'client', reason, now);
    }),
  );
  await mailBookingEvent(deps, event);
  return (await findBookingView(deps.db, event.booking.id, { userId: null, emailProven: true }))!;
}

export const SUSPENDED_ARTIST_DECLINE_REASON = 'The artist is not taking bookings at the moment.';

/**
 * Declines every pending request of an artist an operator suspended (decision 019), in the
 * operator's transaction; each client is notified as for any decline. The events come back so
 * the caller mails them after commit (`mailBookingEvents`). Confirmed sessions are left alone.
 */
export async function declinePendingOfSuspendedArtist(
  tx: Db,
  artistId: string,
  now = new Date(),
): Promise<BookingEvent[]> {
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.artistId, artistId), eq(bookings.status, 'pending')))
    .for('update');
  const events: BookingEvent[] = [];
  for (const row of rows) {
    events.push(await applyTransition(tx, row, 'declined', 'artist', SUSPENDED_ARTIST_DECLINE_REASON, now));
  }
  return events;
}

/** Mails what a batch of booking changes says, after their transaction committed. */
export async function mailBookingEvents(deps: BookingDeps, events: BookingEvent[]): Promise<void> {
  for (const event of events) await mailBookingEvent(deps, event);
}
