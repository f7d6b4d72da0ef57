import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type AppError, conflict, forbidden, notFound } from '#server/platform/errors.ts';
import {
  canOpenDispute,
  clientCancellationSplit,
  DEFAULT_CANCELLATION_POLICY,
  DISPUTE_UNPAID_MESSAGE,
  DISPUTE_WINDOW_MESSAGE,
  disputeDeadline,
  PAID_COMPLETES_ITSELF_MESSAGE,
  QUOTE_FIRST_MESSAGE,
  type QuoteStatus,
} from '#shared/booking-payments.ts';
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
import { lockEscrow, type Settlement, settleEscrow } from './escrow.ts';
import { bookingDisputes, bookings } from './tables.ts';

export type TargetStatus = Exclude<BookingStatus, 'pending'>;
export const REQUEST_LAPSED_MESSAGE =
  'This request was not answered in time and has expired; the client is refunded';
export const DISPUTE_IN_REVIEW_MESSAGE =
  'This session is disputed; our team is deciding what happens to the payment';
export type PartyRole = 'artist' | 'client';

export const ARTIST_ONLY_MESSAGE = 'Only the artist can accept, decline or complete a booking';
export const NOT_STARTED_MESSAGE = 'A session can be completed once it has started';
export const LINK_INVALID_MESSAGE = 'This link is no longer valid';

const verbs: Record<TargetStatus, string> = {
  confirmed: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  completed: 'completed',
  expired: 'expired',
  disputed: 'disputed',
};

/** The 409 for a move the transition table does not allow, in words a person understands. */
export function refuseTransition(from: BookingStatus, to: TargetStatus): AppError {
  if (from === 'disputed') return conflict(DISPUTE_IN_REVIEW_MESSAGE);
  if (from === to) return conflict(`This booking is already ${from}`);
  if (from === 'pending' && to === 'completed') return conflict('Only a confirmed booking can be completed');
  if (from === 'confirmed' && to === 'declined') {
    return conflict('A confirmed booking cannot be declined; cancel it instead');
  }
  const article = /^[aeiou]/.test(from) ? 'An' : 'A';
  return conflict(`${article} ${from} booking cannot be ${verbs[to]}`);
}

/** The caller's side of a booking: its artist, or the account that made it. */
export function partyRoleOf(row: BookingRow, userId: string): PartyRole | null {
  if (row.artistId === userId) return 'artist';
  if (row.clientUserId !== null && row.clientUserId === userId) return 'client';
  return null;
}

/** The booking locked for a change by one of its parties; anyone else hears 404. */
export async function lockPartyBooking(tx: Db, bookingId: string, userId: string) {
  const row = await lockBookingRow(tx, eq(bookings.id, bookingId));
  const role = row ? partyRoleOf(row, userId) : null;
  if (!row || !role) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return { row, role };
}

/** What leaves escrow when a booking moves into `to` (decision 020); null when nothing does. */
export function settlementFor(
  row: BookingRow,
  to: TargetStatus,
  role: PartyRole | 'system',
  now: Date,
): Settlement | ((held: number) => Settlement) | null {
  switch (to) {
    case 'declined':
    case 'expired':
      return { kind: 'refund' };
    case 'completed':
      return { kind: 'release' };
    case 'cancelled': {
      // Only the client's own cancellation of a confirmed session follows the policy.
      if (role !== 'client' || row.status !== 'confirmed') return { kind: 'refund' };
      const policy = row.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY;
      return (held) => ({
        kind: 'split',
        refund: clientCancellationSplit(policy, held, row.startsAt, now).refund,
      });
    }
    default:
      return null;
  }
}

/** The checks particular to money: quotes answered first, disputes only on paid sessions in time. */
async function assertPaymentRules(tx: Db, row: BookingRow, to: TargetStatus, now: Date) {
  if (to === 'confirmed' && (row.quoteStatus === 'requested' || row.quoteStatus === 'quoted')) {
    throw conflict(QUOTE_FIRST_MESSAGE);
  }
  // Past its deadline a request is the schedule's to expire, even if the pass has not run yet.
  if (to === 'confirmed' && row.respondBy && row.respondBy.getTime() <= now.getTime()) {
    throw conflict(REQUEST_LAPSED_MESSAGE);
  }
  // The client may report a problem until the window closes, so their money is not paid out sooner.
  if (to === 'completed' && now.getTime() < disputeDeadline(row.endsAt).getTime()) {
    const escrow = await lockEscrow(tx, row.id);
    if (escrow && !escrow.settledAt) throw conflict(PAID_COMPLETES_ITSELF_MESSAGE);
  }
  if (to === 'disputed') {
    const escrow = await lockEscrow(tx, row.id);
    if (!escrow || escrow.settledAt) throw conflict(DISPUTE_UNPAID_MESSAGE);
    if (!canOpenDispute(row.startsAt, row.endsAt, now)) throw conflict(DISPUTE_WINDOW_MESSAGE);
  }
}

/** The quote's own status follows a pending quote booking that ends. */
function quoteStatusAfter(row: BookingRow, to: TargetStatus): QuoteStatus | null {
  if (row.quoteStatus !== 'requested' && row.quoteStatus !== 'quoted') return row.quoteStatus;
  if (to === 'expired') return 'expired';
  if (to === 'cancelled' || to === 'declined') return 'declined';
  return row.quoteStatus;
}

/**
 * Moves a locked booking into `to` and settles its escrow in the same transaction. `role` is the
 * party acting, or 'system' for the schedule (expiry, auto-completion) and operators.
 */
export async function applyTransition(
  tx: Db,
  row: BookingRow,
  to: TargetStatus,
  role: PartyRole | 'system',
  reason: string | undefined,
  now: Date,
  /** An operator's decision on a dispute names its own settlement and is announced as 'resolved'. */
  decision?: { settlement: Settlement },
): Promise<BookingEvent> {
  if (role !== 'system' && !transitionActors[to].includes(role)) throw forbidden(ARTIST_ONLY_MESSAGE);
  const operatorDecides = decision !== undefined && row.status === 'disputed';
  if (!operatorDecides && !canTransition(row.status, to)) throw refuseTransition(row.status, to);
  if (to === 'completed' && row.startsAt.getTime() > now.getTime()) throw conflict(NOT_STARTED_MESSAGE);
  if (role !== 'system') await assertPaymentRules(tx, row, to, now);
  const text = reason?.trim() ? reason.trim() : null;
  const [booking] = await tx
    .update(bookings)
    .set({
      status: to,
      updatedAt: sql`now()`,
      quoteStatus: quoteStatusAfter(row, to),
      ...(to === 'declined' ? { declineReason: text } : {}),
      ...(to === 'cancelled' ? { cancelReason: text, cancelledBy: role === 'system' ? null : role } : {}),
      ...(to === 'expired' ? { cancelReason: text } : {}),
    })
    .where(eq(bookings.id, row.id))
    .returning();
  if (to === 'disputed') await tx.insert(bookingDisputes).values({ bookingId: row.id, reason: text ?? '' });
  const settlement = decision?.settlement ?? settlementFor(row, to, role, now);
  const money = settlement ? await settleEscrow(tx, row, settlement) : undefined;
  const { bookingEnabled: _, suspended: __, ...artist } = await loadBookingArtist(tx, row.artistId);
  const actor = role === 'system' ? 'system' : role;
  const kind = decision ? 'resolved' : to;
  const event: BookingEvent = { kind, booking: booking!, artist, actor, ...(money ? { money } : {}) };
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
