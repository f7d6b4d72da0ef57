import { and, eq, sql } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { accountIsActive } from '#server/domains/auth/account-state.ts';
import { users } from '#server/domains/auth/tables.ts';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import { ARTIST_NOT_FOUND_MESSAGE } from '#shared/schemas/artists.ts';

export const ONLY_ARTISTS_MESSAGE = 'Only artists can manage availability';
export const OWN_CALENDAR_ONLY_MESSAGE = 'You can only manage your own availability';

/** What the calendar needs to know about an artist: who, and in which zone their hours are. */
export type CalendarArtist = { id: string; name: string; timezone: string; bookingEnabled: boolean };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An artist by id or username (spec §7's "{id}"); a plain user or anything malformed is
 * undefined. The inner join on artist_profiles is what makes someone an artist.
 */
export async function findCalendarArtist(db: Db, idOrUsername: string): Promise<CalendarArtist | undefined> {
  const ref = idOrUsername.trim();
  if (!ref) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      timezone: artistProfiles.timezone,
      bookingEnabled: artistProfiles.bookingEnabled,
    })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(
      and(
        uuidPattern.test(ref) ? eq(users.id, ref) : sql`lower(${users.username}) = ${ref.toLowerCase()}`,
        // A suspended artist's calendar is as gone as their profile (decision 019).
        accountIsActive,
      ),
    )
    .limit(1);
  return row;
}

export async function requireCalendarArtist(db: Db, idOrUsername: string): Promise<CalendarArtist> {
  const artist = await findCalendarArtist(db, idOrUsername);
  if (!artist) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return artist;
}

/**
 * The caller's own calendar. With `ref` (a path's artist) the artist must exist (404) and be the
 * caller (403); without it the caller must be an artist. A supporter hears that only artists can.
 */
export async function requireOwnCalendar(
  db: Db,
  caller: AuthContext,
  ref?: string,
  messages: { onlyArtists: string; ownOnly: string } = {
    onlyArtists: ONLY_ARTISTS_MESSAGE,
    ownOnly: OWN_CALENDAR_ONLY_MESSAGE,
  },
): Promise<CalendarArtist> {
  const target = ref === undefined ? undefined : await requireCalendarArtist(db, ref);
  if (target?.id === caller.userId) return target;
  const own = await findCalendarArtist(db, caller.userId);
  if (!own) throw forbidden(messages.onlyArtists);
  if (target) throw forbidden(messages.ownOnly);
  return own;
}

/**
 * Serialises writes to one artist's rules for the rest of the transaction, so two saves of the
 * same date end with one of them, not the union of both.
 */
export async function lockCalendar(tx: Db, artistId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar:${artistId}`}, 0))`);
}
