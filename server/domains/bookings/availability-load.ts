import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { activeBookingStatuses } from '#shared/booking-rules.ts';
import { addDaysToDate, localInstantMs } from '#shared/zoned-time.ts';
import type { BusyInterval, RuleSet } from './slot-engine.ts';
import { availabilityRules, bookings, calendarBlocks } from './tables.ts';

export type CalendarData = { rules: RuleSet; busy: BusyInterval[] };
type Busy = { bookings: boolean; blocks: boolean };

/** The instants a run of local dates covers, padded a day each side for zones and DST edges. */
export function instantsOfDates(fromDate: string, toDate: string, timeZone: string) {
  return {
    from: new Date(localInstantMs(addDaysToDate(fromDate, -1), 0, timeZone)),
    to: new Date(localInstantMs(addDaysToDate(toDate, 2), 0, timeZone)),
  };
}

/** Weekly rules and the date rules of the range: one query, on availability_rules_artist_idx. */
export async function loadRules(
  db: Db,
  artistId: string,
  fromDate: string,
  toDate: string,
): Promise<RuleSet> {
  const rows = await db
    .select()
    .from(availabilityRules)
    .where(
      and(
        eq(availabilityRules.artistId, artistId),
        or(
          isNotNull(availabilityRules.weekday),
          sql`${availabilityRules.date} between ${fromDate}::date and ${toDate}::date`,
        ),
      ),
    );
  const weekly: RuleSet['weekly'] = [];
  const dates: RuleSet['dates'] = [];
  for (const r of rows) {
    if (r.weekday !== null && r.startMinute !== null && r.endMinute !== null)
      weekly.push({ weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute });
    else if (r.date !== null)
      dates.push({
        date: r.date,
        available: r.available,
        startMinute: r.startMinute,
        endMinute: r.endMinute,
      });
  }
  return { weekly, dates };
}

/**
 * Pending and confirmed bookings overlapping [from, to). The predicate is the exclusion
 * constraint's own (artist, tstzrange, active statuses), so its GiST index answers it.
 */
export async function loadActiveBookings(
  db: Db,
  artistId: string,
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.artistId, artistId),
        inArray(bookings.status, [...activeBookingStatuses]),
        sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows;
}

export async function loadBlocks(db: Db, artistId: string, from: Date, to: Date): Promise<BusyInterval[]> {
  return db
    .select({ start: calendarBlocks.startsAt, end: calendarBlocks.endsAt })
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.artistId, artistId),
        lt(calendarBlocks.startsAt, to),
        gt(calendarBlocks.endsAt, from),
      ),
    )
    .orderBy(asc(calendarBlocks.startsAt));
}

/** Everything a range of dates needs, one query per table whatever the length of the range. */
export async function loadCalendar(
  db: Db,
  artist: { id: string; timezone: string },
  fromDate: string,
  toDate: string,
  busy: Busy = { bookings: true, blocks: true },
): Promise<CalendarData> {
  const { from, to } = instantsOfDates(fromDate, toDate, artist.timezone);
  const [rules, booked, blocked] = await Promise.all([
    loadRules(db, artist.id, fromDate, toDate),
    busy.bookings ? loadActiveBookings(db, artist.id, from, to) : [],
    busy.blocks ? loadBlocks(db, artist.id, from, to) : [],
  ]);
  return { rules, busy: [...booked, ...blocked] };
}
