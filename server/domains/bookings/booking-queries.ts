import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import { BOOKING_NOT_FOUND_MESSAGE, bookingStatuses } from '#shared/booking-rules.ts';
import type { Booking, BookingStats } from '#shared/schemas/bookings.ts';
import { type Account, assertIsCaller, loadAccount, OWN_BOOKINGS_ONLY_MESSAGE } from './booking-parties.ts';
import { LINK_INVALID_MESSAGE, manageTokenWhere } from './booking-status.ts';
import {
  type BookingFilters,
  bookingFilterSql,
  clientScopeSql,
  findBookingView,
  listBookingViews,
} from './booking-view.ts';
import { bookings } from './tables.ts';

const clientScopeOf = (account: Account) =>
  clientScopeSql(account.id, account.emailVerified ? account.email : null);
const everyBookingOf = (account: Account) => or(eq(bookings.artistId, account.id), clientScopeOf(account))!;

/** GET /booking: every booking the caller is in, as the artist or as the client. */
export async function listMyBookings(db: Db, userId: string, filters: BookingFilters): Promise<Booking[]> {
  const account = await loadAccount(db, userId);
  return listBookingViews(db, and(everyBookingOf(account), bookingFilterSql(filters)), {
    userId,
    emailProven: true,
  });
}

/** GET /booking/artist/{id}: the artist's incoming bookings; only the artist may ask. */
export async function listArtistBookings(
  db: Db,
  userId: string,
  artistRef: string,
  filters: BookingFilters,
): Promise<Booking[]> {
  assertIsCaller(artistRef, await loadAccount(db, userId));
  return listBookingViews(db, and(eq(bookings.artistId, userId), bookingFilterSql(filters)), { userId });
}

/** GET /booking/client: the bookings the caller made (from the account, or as a guest with its e-mail). */
export async function listClientBookings(
  db: Db,
  userId: string,
  filters: BookingFilters,
): Promise<Booking[]> {
  const account = await loadAccount(db, userId);
  return listBookingViews(db, and(clientScopeOf(account), bookingFilterSql(filters)), {
    userId,
    emailProven: true,
  });
}

/** GET /booking/{id} and /bookings/{id}: one booking the caller is in; anyone else hears 404. */
export async function getBookingForCaller(db: Db, bookingId: string, userId: string): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const account = await loadAccount(db, userId);
  const [booking] = await listBookingViews(db, and(eq(bookings.id, bookingId), everyBookingOf(account)), {
    userId,
    emailProven: true,
  });
  if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return booking;
}

/** GET /booking/stats/{id}: the artist's own counts by status. */
export async function getArtistBookingStats(
  db: Db,
  userId: string,
  artistRef: string,
): Promise<BookingStats> {
  assertIsCaller(artistRef, await loadAccount(db, userId));
  const rows = await db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(bookings.artistId, userId))
    .groupBy(bookings.status);
  const stats: BookingStats = {
    total: 0,
    pending: 0,
    confirmed: 0,
    declined: 0,
    completed: 0,
    cancelled: 0,
    expired: 0,
    disputed: 0,
  };
  for (const status of bookingStatuses) {
    const n = rows.find((r) => r.status === status)?.n ?? 0;
    stats[status] = n;
    stats.total += n;
  }
  return stats;
}

export type BookingsQuery = {
  artistId?: string | undefined;
  userId?: string | undefined;
  clientEmail?: string | undefined;
  status?: BookingFilters['status'];
};

/**
 * GET /bookings?artistId&userId&clientEmail&status: each filter must name the caller (403
 * otherwise); without one, every booking the caller is in. `total` counts past the list's cap.
 */
export async function queryBookings(db: Db, userId: string, query: BookingsQuery) {
  const account = await loadAccount(db, userId);
  const scopes: SQL[] = [];
  if (query.artistId !== undefined) {
    assertIsCaller(query.artistId, account);
    scopes.push(eq(bookings.artistId, account.id));
  }
  if (query.userId !== undefined) {
    assertIsCaller(query.userId, account);
    scopes.push(clientScopeOf(account));
  }
  if (query.clientEmail !== undefined) {
    if (query.clientEmail.trim().toLowerCase() !== account.email.toLowerCase()) {
      throw forbidden(OWN_BOOKINGS_ONLY_MESSAGE);
    }
    scopes.push(clientScopeOf(account));
  }
  const where = and(...(scopes.length ? scopes : [everyBookingOf(account)]), bookingFilterSql(query));
  const list = await listBookingViews(db, where, { userId, emailProven: true });
  const [counted] = await db.select({ n: count() }).from(bookings).where(where);
  return { bookings: list, total: counted?.n ?? list.length };
}

/** GET /bookings/user/{clientEmail}: only the signed-in owner of that e-mail. */
export async function listBookingsForEmail(db: Db, userId: string, email: string): Promise<Booking[]> {
  const account = await loadAccount(db, userId);
  if (email.trim().toLowerCase() !== account.email.toLowerCase()) throw forbidden(OWN_BOOKINGS_ONLY_MESSAGE);
  return listBookingViews(db, clientScopeOf(account), { userId, emailProven: true });
}

/**
 * POST /bookings/lookup: the one booking the reference belongs to, when it was made with the
 * e-mail. A reference proves nothing about the address's other bookings (anyone can book with
 * any address); those need the mailed link (booking-access.ts). One statement whatever the
 * outcome, and a wrong pair yields the same empty list as an unknown e-mail.
 */
export async function lookupBookings(db: Db, email: string, reference: string): Promise<Booking[]> {
  const ref = reference.trim().toUpperCase();
  const mail = email.trim().toLowerCase();
  if (!ref) return [];
  return listBookingViews(
    db,
    and(eq(bookings.reference, ref), sql`lower(${bookings.clientEmail}) = ${mail}`),
    {
      userId: null,
      emailProven: true,
    },
  );
}

/** GET /bookings/manage/{token}: the one booking the guest's link belongs to. */
export async function getBookingByManageToken(db: Db, token: string): Promise<Booking> {
  const where = manageTokenWhere(token);
  const [row] = where ? await db.select({ id: bookings.id }).from(bookings).where(where).limit(1) : [];
  if (!row) throw notFound(LINK_INVALID_MESSAGE);
  return (await findBookingView(db, row.id, { userId: null, emailProven: true }))!;
}
