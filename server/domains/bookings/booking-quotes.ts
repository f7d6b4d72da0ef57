import { eq, sql } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict, forbidden, notFound } from '#server/platform/errors.ts';
import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  NOT_A_QUOTE_MESSAGE,
  QUOTE_DECLINED_REASON,
  QUOTE_NOT_OPEN_MESSAGE,
  quoteChangedMessage,
  quoteDeadline,
} from '#shared/booking-payments.ts';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/booking-rules.ts';
import { formatMacs, toMacsMinor } from '#shared/macs.ts';
import type { AcceptQuoteBody, Booking, QuoteBody } from '#shared/schemas/bookings.ts';
import {
  type BookingEvent,
  type BookingRow,
  mailBookingEvent,
  recordBookingEvent,
} from './booking-events.ts';
import type { BookingDeps } from './booking-guards.ts';
import { lockBookingRow } from './booking-locks.ts';
import { loadAccount, loadBookingArtist } from './booking-parties.ts';
import { applyTransition, lockPartyBooking } from './booking-status.ts';
import { findBookingView } from './booking-view.ts';
import { holdForBooking } from './escrow.ts';
import { bookings, services } from './tables.ts';

/**
 * Quotes for 'Quote' services (decision 020): the artist answers a pending request with a price,
 * the client accepts (paying into escrow, which confirms the session) or declines, and a quote
 * nobody accepted lapses after QUOTE_EXPIRY_DAYS (the schedule expires it).
 */

export const ARTIST_QUOTES_MESSAGE = 'Only the artist can send a quote';
export const CLIENT_ACCEPTS_MESSAGE = 'Only the client can accept or decline a quote';

async function eventFor(tx: Db, kind: BookingEvent['kind'], booking: BookingRow, actor: 'artist' | 'client') {
  const { bookingEnabled: _, suspended: __, ...artist } = await loadBookingArtist(tx, booking.artistId);
  const event: BookingEvent = { kind, booking, artist, actor };
  await recordBookingEvent(tx, event);
  return event;
}

const isOpenQuote = (row: BookingRow, now: Date) =>
  row.status === 'pending' &&
  row.quoteStatus === 'quoted' &&
  row.respondBy !== null &&
  row.respondBy.getTime() > now.getTime();

/** The booking's service's cancellation policy as it stands now (the default without one). */
async function currentPolicy(tx: Db, row: BookingRow): Promise<CancellationPolicy> {
  const [service] = row.serviceId
    ? await tx
        .select({ policy: services.cancellationPolicy })
        .from(services)
        .where(eq(services.id, row.serviceId))
    : [];
  return service?.policy ?? DEFAULT_CANCELLATION_POLICY;
}

/** POST /booking/{id}/quote: the artist prices a pending Quote request, or revises an open quote. */
export async function sendQuote(
  deps: BookingDeps,
  bookingId: string,
  body: QuoteBody,
  caller: { userId: string },
  now = new Date(),
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const event = await deps.db.transaction(async (tx) => {
    const { row, role } = await lockPartyBooking(tx, bookingId, caller.userId);
    if (role !== 'artist') throw forbidden(ARTIST_QUOTES_MESSAGE);
    const answerable = row.quoteStatus === 'requested' || row.quoteStatus === 'quoted';
    if (row.status !== 'pending' || !answerable) throw conflict(NOT_A_QUOTE_MESSAGE);
    const [booking] = await tx
      .update(bookings)
      .set({
        // The policy is part of the quote: fixed now, shown with the price, accepted with it.
        cancellationPolicy: await currentPolicy(tx, row),
        quoteStatus: 'quoted',
        quotePriceMacs: toMacsMinor(body.price),
        quoteNote: body.note,
        quotedAt: now,
        respondBy: quoteDeadline(now, row.startsAt),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    return eventFor(tx, 'quoted', booking!, 'artist');
  });
  await mailBookingEvent(deps, event);
  return (await findBookingView(deps.db, bookingId, caller))!;
}

/**
 * The booking's client, or a guest booking made with the caller's verified e-mail (the same rule
 * as the client's list): accepting claims it for the account, which pays.
 */
async function lockClientBooking(tx: Db, bookingId: string, userId: string) {
  const row = await lockBookingRow(tx, eq(bookings.id, bookingId));
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  if (row.clientUserId === userId) return row;
  if (row.artistId === userId) throw forbidden(CLIENT_ACCEPTS_MESSAGE);
  if (row.clientUserId === null) {
    const account = await loadAccount(tx, userId);
    if (account.emailVerified && account.email.toLowerCase() === row.clientEmail) return row;
  }
  throw notFound(BOOKING_NOT_FOUND_MESSAGE);
}

/**
 * POST /booking/{id}/quote/accept: on the terms the client was shown (price and policy), the price
 * goes into escrow and the session is confirmed. Terms that differ from the quote as it stands
 * (the artist sent a new one meanwhile) are refused with PRICE_CHANGED, and nothing is paid.
 */
export async function acceptQuote(
  deps: BookingDeps,
  bookingId: string,
  terms: AcceptQuoteBody,
  caller: { userId: string },
  now = new Date(),
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const event = await deps.db.transaction(async (tx) => {
    const row = await lockClientBooking(tx, bookingId, caller.userId);
    if (!isOpenQuote(row, now) || row.quotePriceMacs === null) throw conflict(QUOTE_NOT_OPEN_MESSAGE);
    // sendQuote fixes the policy with the price (migration 0019 did for quotes open before).
    const policy = row.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY;
    if (toMacsMinor(terms.price) !== row.quotePriceMacs || terms.cancellationPolicy !== policy) {
      throw conflict(quoteChangedMessage(formatMacs(row.quotePriceMacs), policy), 'PRICE_CHANGED');
    }
    const [booking] = await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        clientUserId: caller.userId,
        priceMacs: row.quotePriceMacs,
        cancellationPolicy: policy,
        quoteStatus: 'accepted',
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await holdForBooking(tx, booking!, caller.userId, row.quotePriceMacs);
    return eventFor(tx, 'quote_accepted', booking!, 'client');
  });
  await mailBookingEvent(deps, event);
  return (await findBookingView(deps.db, bookingId, caller))!;
}

/** POST /booking/{id}/quote/decline: the client turns the quote down, which cancels the request. */
export async function declineQuote(
  deps: BookingDeps,
  bookingId: string,
  caller: { userId: string },
  reason: string | undefined,
  now = new Date(),
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const event = await deps.db.transaction(async (tx) => {
    const row = await lockClientBooking(tx, bookingId, caller.userId);
    if (!isOpenQuote(row, now)) throw conflict(QUOTE_NOT_OPEN_MESSAGE);
    const claimed = { ...row, clientUserId: row.clientUserId ?? caller.userId };
    return applyTransition(tx, claimed, 'cancelled', 'client', reason?.trim() || QUOTE_DECLINED_REASON, now);
  });
  await mailBookingEvent(deps, event);
  return (await findBookingView(deps.db, bookingId, caller))!;
}
