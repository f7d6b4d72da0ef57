import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest } from '#server/platform/errors.ts';
import { BOOKING_HORIZON_DAYS, SLOT_MINUTES } from '#shared/booking-rules.ts';
import { minutesToTime, timeToMinutes } from '#shared/zoned-time.ts';
import { lockCalendar, requireOwnCalendar } from './availability-artist.ts';
import { bookingWindow } from './availability-service.ts';
import { windowsFromSlotTimes } from './slot-engine.ts';
import { availabilityRules } from './tables.ts';

export const PAST_DATES_MESSAGE = 'Past dates cannot be changed';
export const HORIZON_DATES_MESSAGE = `Availability can be set up to ${BOOKING_HORIZON_DAYS} days ahead`;
const LAST_SLOT_START = minutesToTime(1_440 - SLOT_MINUTES);
export const LATE_SLOT_MESSAGE = `Open slots must start by ${LAST_SLOT_START}`;

/** A date's rules may be written only from the artist's today up to the booking horizon. */
export function assertWritableDate(date: string, timeZone: string, now: Date, field = 'date'): void {
  const { today, lastDate } = bookingWindow(timeZone, now);
  if (date < today) throw badRequest(PAST_DATES_MESSAGE, field);
  if (date > lastDate) throw badRequest(HORIZON_DATES_MESSAGE, field);
}

/**
 * POST /availability/{artistId}, the manage mode's Save Changes: per date, the open slot starts
 * become date-rule windows (consecutive hours merged), [] closes the date and null drops the
 * override so the weekly pattern applies again. All dates or none: one transaction.
 */
export async function saveAvailability(
  db: Db,
  caller: AuthContext,
  artistRef: string,
  availability: Record<string, string[] | null>,
  now = new Date(),
): Promise<void> {
  const artist = await requireOwnCalendar(db, caller, artistRef);
  const dates = Object.keys(availability).sort();
  for (const date of dates) {
    assertWritableDate(date, artist.timezone, now, `availability.${date}`);
    const late = availability[date]?.find((t) => timeToMinutes(t) + SLOT_MINUTES > 1_440);
    if (late) throw badRequest(LATE_SLOT_MESSAGE, `availability.${date}`);
  }
  if (dates.length === 0) return;

  const rows = dates.flatMap((date) => {
    const times = availability[date];
    if (times === null || times === undefined) return [];
    if (times.length === 0) return [{ artistId: artist.id, date, available: false }];
    return windowsFromSlotTimes(times).map((w) => ({
      artistId: artist.id,
      date,
      available: true,
      startMinute: w.start,
      endMinute: w.end,
    }));
  });
  await db.transaction(async (tx) => {
    await lockCalendar(tx, artist.id);
    await tx
      .delete(availabilityRules)
      .where(and(eq(availabilityRules.artistId, artist.id), inArray(availabilityRules.date, dates)));
    if (rows.length > 0) await tx.insert(availabilityRules).values(rows);
  });
}
