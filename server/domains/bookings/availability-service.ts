import type { Db } from '#server/platform/db/client.ts';

/**
 * CONTRACT (owned by the availability helper; this stub is replaced): true when [startsAt, endsAt)
 * lies inside the artist's open windows for that local date (weekly pattern or date override, in
 * the artist's zone), touches no calendar block and starts in the future. Overlap with other
 * bookings is NOT checked here: the exclusion constraint guards that.
 */
export async function isWithinAvailability(
  _tx: Db,
  _artistId: string,
  _startsAt: Date,
  _endsAt: Date,
): Promise<boolean> {
  return true;
}
