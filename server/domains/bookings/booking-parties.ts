import { eq, sql } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound, unauthenticated } from '#server/platform/errors.ts';
import type { BookingEvent } from './booking-events.ts';

export const ARTIST_NOT_FOUND_MESSAGE = 'Artist not found';
export const OWN_BOOKINGS_ONLY_MESSAGE = 'You can only see your own bookings';

export type BookingArtist = BookingEvent['artist'] & { bookingEnabled: boolean; suspended: boolean };

/** The artist a booking is for, by id or username; null when there is no such artist. */
export async function findBookingArtist(tx: Db, ref: string): Promise<BookingArtist | null> {
  const value = ref.trim();
  if (!value) return null;
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timezone: artistProfiles.timezone,
      bookingEnabled: artistProfiles.bookingEnabled,
      suspended: sql<boolean>`${users.suspendedAt} is not null`.mapWith(Boolean),
    })
    .from(users)
    .innerJoin(artistProfiles, eq(artistProfiles.userId, users.id))
    .where(isUuid(value) ? eq(users.id, value) : sql`lower(${users.username}) = ${value.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function loadBookingArtist(tx: Db, artistId: string): Promise<BookingArtist> {
  const artist = await findBookingArtist(tx, artistId);
  if (!artist) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return artist;
}

export type Account = { id: string; name: string; email: string; username: string; emailVerified: boolean };

/** The signed-in caller's account (name and e-mail a booking defaults to). */
export async function loadAccount(db: Db, userId: string): Promise<Account> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // A session outlives nothing it belongs to (sessions cascade with the user), so this is a race at most.
  if (!row) throw unauthenticated();
  return row;
}

/**
 * `:id` in /booking/artist/{id}, /booking/stats/{id} and ?artistId= names the caller (id or
 * username); anyone else's bookings are refused with 403.
 */
export function assertIsCaller(ref: string, account: Account, message = OWN_BOOKINGS_ONLY_MESSAGE): void {
  const value = ref.trim();
  const same = isUuid(value) ? value.toLowerCase() === account.id : value.toLowerCase() === account.username;
  if (!same) throw forbidden(message);
}
