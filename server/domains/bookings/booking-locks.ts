import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import type { BookingRow } from './booking-events.ts';
import { bookings } from './tables.ts';

/** First key of the two-key advisory locks: "artist calendar" (any constant unique in the app). */
const CALENDAR_LOCK_SPACE = 0x0eb0_0c01;

/**
 * Queues the booking writes of one artist behind each other until commit. The exclusion
 * constraint stays the guard against overlaps; this lock only spares it a deadlock: two
 * transactions inserting overlapping rows at once each wait for the other's in-progress row, and
 * PostgreSQL would abort one of them with 40P01 instead of answering a clean 23P01.
 */
export async function lockArtistCalendar(tx: Db, artistId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_SPACE}, hashtext(${artistId}))`);
}

/**
 * The booking `where` names, locked for a change: first its artist's calendar, then the row
 * (always in this order, so two writers never hold them the other way round).
 */
export async function lockBookingRow(tx: Db, where: SQL): Promise<BookingRow | undefined> {
  const [peek] = await tx.select({ artistId: bookings.artistId }).from(bookings).where(where).limit(1);
  if (!peek) return undefined;
  await lockArtistCalendar(tx, peek.artistId);
  const [row] = await tx.select().from(bookings).where(where).limit(1).for('update');
  return row;
}
