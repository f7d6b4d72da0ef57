import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { conflict, forbidden, notFound } from '#server/platform/errors.ts';
import { PRICE_CHANGE_MESSAGE, pendingDeadline, quoteDeadline } from '#shared/booking-payments.ts';
import { activeBookingStatuses, BOOKING_NOT_FOUND_MESSAGE } from '#shared/booking-rules.ts';
import type { Booking, updateBookingSchema } from '#shared/schemas/bookings.ts';
import { chooseService } from './booking-create.ts';
import type { BookingRow } from './booking-events.ts';
import {
  assertBookableStart,
  assertWithinAvailability,
  type BookingDeps,
  guardSlot,
} from './booking-guards.ts';
import { DISPUTE_IN_REVIEW_MESSAGE, lockPartyBooking } from './booking-status.ts';
import { findBookingView } from './booking-view.ts';
import { bookings } from './tables.ts';

export type UpdateBookingBody = z.infer<typeof updateBookingSchema>;

export const CLIENT_ONLY_CHANGE_MESSAGE = 'Only the client can change a booking request';
export const ONLY_PENDING_CHANGE_MESSAGE = 'Only a pending booking can be changed';
export const ARTIST_ONLY_DELETE_MESSAGE = 'Only the artist can delete a booking';
export const CANCEL_BEFORE_DELETE_MESSAGE = 'Cancel the booking before deleting it';
export const COMPLETED_KEPT_MESSAGE = 'A completed booking stays in your history';
export const BOOKING_DELETED_MESSAGE = 'Booking deleted';

type PricedService = { id: string | null; priceMacs: number | null };
const isQuote = (service: PricedService) => service.id !== null && service.priceMacs === null;
const isFree = (service: PricedService) => !isQuote(service) && !service.priceMacs;

/**
 * A request may move to another service only at the same price: what was paid (or is being
 * quoted) stays true. Free stays free, a quote stays a quote, a paid request keeps its price.
 */
function samePrice(row: BookingRow, service: PricedService): boolean {
  const rowFree = row.cancellationPolicy === null && row.quoteStatus === null;
  if (rowFree || isFree(service)) return rowFree && isFree(service);
  if (row.quoteStatus !== null) return isQuote(service);
  return service.priceMacs === row.priceMacs;
}

/** A moved request keeps its deadline, unless its new start comes first. */
const respondByOf = (row: BookingRow, startsAt: Date) =>
  row.quotedAt ? quoteDeadline(row.quotedAt, startsAt) : pendingDeadline(row.createdAt, startsAt);

const minutesOf = (row: BookingRow) => Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);

/**
 * PUT /booking/{id}: while a request is pending its client may move it, change the service or
 * rewrite the message. A new time is checked like a new booking, and the constraint still guards.
 */
export async function updateBooking(
  deps: BookingDeps,
  bookingId: string,
  body: UpdateBookingBody,
  caller: { userId: string },
  now = new Date(),
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  await guardSlot(() =>
    deps.db.transaction(async (tx) => {
      const { row, role } = await lockPartyBooking(tx, bookingId, caller.userId);
      if (role !== 'client') throw forbidden(CLIENT_ONLY_CHANGE_MESSAGE);
      if (row.status !== 'pending') throw conflict(ONLY_PENDING_CHANGE_MESSAGE);
      const startsAt = body.dateTime ? new Date(body.dateTime) : row.startsAt;
      if (body.dateTime) assertBookableStart(startsAt, now);
      const service =
        body.service === undefined
          ? { id: row.serviceId, name: row.serviceName, minutes: minutesOf(row) }
          : await chooseService(tx, row.artistId, body.service);
      // What was paid (or quoted) stays true: the service may change only for one at the same price.
      if (body.service !== undefined && !samePrice(row, service as PricedService)) {
        throw conflict(PRICE_CHANGE_MESSAGE);
      }
      const endsAt = new Date(startsAt.getTime() + service.minutes * 60_000);
      const moved =
        startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime();
      if (moved) await assertWithinAvailability(tx, row.artistId, startsAt, endsAt);
      await tx
        .update(bookings)
        .set({
          startsAt,
          endsAt,
          serviceId: service.id,
          serviceName: service.name,
          // A legacy row without a price of its own takes the (same) price of the service it moves to.
          ...('priceMacs' in service ? { priceMacs: service.priceMacs } : {}),
          message: body.message ?? row.message,
          respondBy: respondByOf(row, startsAt),
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, row.id));
    }),
  );
  return (await findBookingView(deps.db, bookingId, caller))!;
}

/** DELETE /booking/{id}: the artist clears a declined or cancelled request from their list. */
export async function deleteBooking(deps: BookingDeps, bookingId: string, caller: { userId: string }) {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const { row, role } = await lockPartyBooking(tx, bookingId, caller.userId);
    if (role !== 'artist') throw forbidden(ARTIST_ONLY_DELETE_MESSAGE);
    if ((activeBookingStatuses as readonly string[]).includes(row.status)) {
      throw conflict(CANCEL_BEFORE_DELETE_MESSAGE);
    }
    // A disputed session's MACS are still held in escrow until an operator decides (decision 020).
    if (row.status === 'disputed') throw conflict(DISPUTE_IN_REVIEW_MESSAGE);
    // A completed session carries the client's review and the artist's rating: it is history.
    if (row.status === 'completed') throw conflict(COMPLETED_KEPT_MESSAGE);
    await tx.delete(bookings).where(eq(bookings.id, row.id));
  });
}
