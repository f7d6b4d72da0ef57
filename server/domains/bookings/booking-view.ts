import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { disputeDeadline } from '#shared/booking-payments.ts';
import type { BookingStatus } from '#shared/booking-rules.ts';
import { fromMacsMinor } from '#shared/macs.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { bookingDisputes, bookingEscrows, bookings, reviews, services } from './tables.ts';

/** A list never answers more than this many bookings (the newest by start time). */
export const BOOKING_LIST_LIMIT = 500;

/**
 * Who is looking. `emailProven` is set where the viewer has shown they own the client e-mail
 * (the track lookup, the manage link, a signed-in account with that e-mail): they may see it.
 */
export type BookingViewer = { userId: string | null; emailProven?: boolean };

function selectBookingRows(db: Db) {
  return db
    .select({
      booking: bookings,
      artistName: users.name,
      artistUsername: users.username,
      artistAvatar: users.avatarUrl,
      artistTimezone: sql<string>`coalesce(${artistProfiles.timezone}, 'UTC')`,
      servicePriceMacs: services.priceMacs,
      reviewRating: reviews.rating,
      reviewBody: reviews.body,
      escrow: {
        amount: bookingEscrows.amount,
        released: bookingEscrows.released,
        refunded: bookingEscrows.refunded,
      },
      dispute: {
        reason: bookingDisputes.reason,
        openedAt: bookingDisputes.openedAt,
        outcome: bookingDisputes.outcome,
        note: bookingDisputes.note,
        resolvedAt: bookingDisputes.resolvedAt,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.artistId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, bookings.artistId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .leftJoin(bookingEscrows, eq(bookingEscrows.bookingId, bookings.id))
    .leftJoin(bookingDisputes, eq(bookingDisputes.bookingId, bookings.id))
    .$dynamic();
}

type BookingViewRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

export function viewerRoleOf(
  row: { artistId: string; clientUserId: string | null },
  userId: string | null,
): Booking['viewerRole'] {
  if (userId && row.artistId === userId) return 'artist';
  if (userId && row.clientUserId === userId) return 'client';
  return 'guest';
}

function statusReasonOf(b: BookingViewRow['booking']): string | null {
  const reason =
    b.status === 'declined'
      ? b.declineReason
      : b.status === 'cancelled' || b.status === 'expired'
        ? b.cancelReason
        : null;
  return reason ? reason : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Price, policy, escrow, quote, deadlines and dispute of a booking (decision 020). */
function paymentFieldsOf(row: BookingViewRow) {
  const b = row.booking;
  // Bookings from before paid sessions carry no price of their own: their service's is shown.
  const price = b.priceMacs ?? (b.serviceId === null || b.quoteStatus ? null : row.servicePriceMacs);
  const escrow = row.escrow;
  const paid = escrow !== null && escrow.amount !== null;
  return {
    price: price === null ? null : fromMacsMinor(price),
    cancellationPolicy: b.cancellationPolicy,
    payment: paid
      ? {
          amount: fromMacsMinor(escrow.amount),
          held: fromMacsMinor(escrow.amount - escrow.released - escrow.refunded),
          released: fromMacsMinor(escrow.released),
          refunded: fromMacsMinor(escrow.refunded),
        }
      : null,
    quote: b.quoteStatus
      ? {
          status: b.quoteStatus,
          price: b.quotePriceMacs === null ? null : fromMacsMinor(b.quotePriceMacs),
          note: b.quoteNote,
          quotedAt: iso(b.quotedAt),
          expiresAt: b.quoteStatus === 'quoted' ? iso(b.respondBy) : null,
        }
      : null,
    respondBy: b.status === 'pending' ? iso(b.respondBy) : null,
    disputeUntil: b.status === 'confirmed' && paid ? disputeDeadline(b.endsAt).toISOString() : null,
    dispute: row.dispute?.openedAt
      ? {
          reason: row.dispute.reason,
          openedAt: row.dispute.openedAt.toISOString(),
          outcome: row.dispute.outcome,
          note: row.dispute.note,
          resolvedAt: iso(row.dispute.resolvedAt),
        }
      : null,
  };
}

/** Fields are picked one by one: the manage-token hash and reminder stamp never leave the server. */
export function toBooking(row: BookingViewRow, viewer: BookingViewer): Booking {
  const b = row.booking;
  const viewerRole = viewerRoleOf(b, viewer.userId);
  return {
    id: b.id,
    reference: b.reference,
    artistId: b.artistId,
    artistName: row.artistName,
    artistUsername: row.artistUsername,
    artistAvatar: row.artistAvatar,
    artistTimezone: row.artistTimezone,
    clientName: b.clientName,
    clientEmail: viewerRole !== 'guest' || viewer.emailProven ? b.clientEmail : '',
    dateTime: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    durationMinutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    service: b.serviceName,
    serviceId: b.serviceId,
    ...paymentFieldsOf(row),
    message: b.message,
    status: b.status,
    statusReason: statusReasonOf(b),
    cancelledBy: b.status === 'cancelled' ? b.cancelledBy : null,
    viewerRole,
    review: row.reviewRating === null ? null : { rating: row.reviewRating, body: row.reviewBody ?? '' },
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** Bookings matching `where`, latest start first, at most BOOKING_LIST_LIMIT. */
export async function listBookingViews(
  db: Db,
  where: SQL | undefined,
  viewer: BookingViewer,
): Promise<Booking[]> {
  const rows = await selectBookingRows(db)
    .where(where)
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(BOOKING_LIST_LIMIT);
  return rows.map((row) => toBooking(row, viewer));
}

export async function findBookingView(db: Db, id: string, viewer: BookingViewer): Promise<Booking | null> {
  const [row] = await selectBookingRows(db).where(eq(bookings.id, id)).limit(1);
  return row ? toBooking(row, viewer) : null;
}

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type BookingFilters = { status?: BookingStatus | undefined; q?: string | undefined };

/** The status tab and the free-text search of the lists (reference, client, service, message). */
export function bookingFilterSql(filters: BookingFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(bookings.status, filters.status));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    parts.push(
      or(
        ilike(bookings.reference, pattern),
        ilike(bookings.clientName, pattern),
        ilike(bookings.clientEmail, pattern),
        ilike(bookings.serviceName, pattern),
        ilike(bookings.message, pattern),
      ),
    );
  }
  return and(...parts);
}

/**
 * The bookings a signed-in person made: those made from their account, and guest bookings made
 * with their account's e-mail (never another account's bookings). Guest bookings join only once
 * the address is verified: anyone can type any address into an account.
 */
export function clientScopeSql(userId: string, verifiedEmail: string | null): SQL {
  if (verifiedEmail === null) return eq(bookings.clientUserId, userId);
  return or(
    eq(bookings.clientUserId, userId),
    and(isNull(bookings.clientUserId), sql`lower(${bookings.clientEmail}) = ${verifiedEmail.toLowerCase()}`),
  )!;
}
