import type { Db } from '#server/platform/db/client.ts';
import { badRequest } from '#server/platform/errors.ts';
import { AVAILABILITY_RANGE_MAX_DAYS, BOOKING_HORIZON_DAYS, SLOT_MINUTES } from '#shared/booking-rules.ts';
import type { AvailabilityMap, DaySlots } from '#shared/schemas/calendar.ts';
import { addDaysToDate } from '#shared/zoned-time.ts';
import { type CalendarArtist, findCalendarArtist, requireCalendarArtist } from './availability-artist.ts';
import { loadBlocks, loadCalendar, loadRules } from './availability-load.ts';
import { localDateOf } from './slot-clock.ts';
import { type DayPlan, fitOpenHours, type OpenHoursFit, overlapsAny, planDays } from './slot-engine.ts';

export const RANGE_ORDER_MESSAGE = 'The end date must be on or after the start date';
export const RANGE_LENGTH_MESSAGE = `Choose at most ${AVAILABILITY_RANGE_MAX_DAYS} days at a time`;

/** Days between two local dates (b − a); both are plain calendar dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The artist's today, the latest instant a booking may start (the horizon counts from now, as the
 * booking itself does) and the local date that instant falls on.
 */
export function bookingWindow(timeZone: string, now: Date) {
  const latestStart = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
  return {
    today: localDateOf(now.getTime(), timeZone),
    latestStart,
    lastDate: localDateOf(latestStart.getTime(), timeZone),
  };
}

/** Plans a range from the database: four queries (artist, rules, bookings, blocks) for any length. */
async function planRange(
  db: Db,
  artist: CalendarArtist,
  startDate: string,
  endDate: string,
  now: Date,
  durationMinutes = SLOT_MINUTES,
): Promise<DayPlan[]> {
  const { lastDate, latestStart } = bookingWindow(artist.timezone, now);
  const plannedEnd = endDate < lastDate ? endDate : lastDate;
  const plans: DayPlan[] = [];
  if (startDate <= plannedEnd) {
    const calendar = await loadCalendar(db, artist, startDate, plannedEnd);
    plans.push(
      ...planDays(
        { ...calendar, now, latestStart, timeZone: artist.timezone, durationMinutes },
        startDate,
        plannedEnd,
      ),
    );
  }
  // Beyond the booking horizon nothing is offered, whatever the weekly pattern says.
  const firstUnplanned = startDate > plannedEnd ? startDate : addDaysToDate(plannedEnd, 1);
  for (let date = firstUnplanned; date <= endDate; date = addDaysToDate(date, 1))
    plans.push({ date, state: 'unavailable', past: false, slots: [] });
  return plans;
}

/** GET /bookings/availability/{artistId}: free and taken slot times and the state of every date. */
export async function getAvailabilityMap(
  db: Db,
  artistRef: string,
  startDate: string,
  endDate: string,
  now = new Date(),
): Promise<AvailabilityMap> {
  if (endDate < startDate) throw badRequest(RANGE_ORDER_MESSAGE, 'endDate');
  if (daysBetween(startDate, endDate) + 1 > AVAILABILITY_RANGE_MAX_DAYS)
    throw badRequest(RANGE_LENGTH_MESSAGE, 'endDate');
  const artist = await requireCalendarArtist(db, artistRef);
  const plans = await planRange(db, artist, startDate, endDate, now);
  const map: AvailabilityMap = {
    success: true,
    timezone: artist.timezone,
    availability: {},
    bookedSlots: {},
    states: {},
  };
  for (const plan of plans) {
    map.availability[plan.date] = plan.slots.filter((s) => s.free).map((s) => s.time);
    map.bookedSlots[plan.date] = plan.slots.filter((s) => !s.free).map((s) => s.time);
    map.states[plan.date] = plan.state;
  }
  return map;
}

/** GET /calendar/slots/{id}?date=&duration=: the date's offered slots for a booking that long. */
export async function getDaySlots(
  db: Db,
  artistRef: string,
  date: string,
  durationMinutes = SLOT_MINUTES,
  now = new Date(),
): Promise<DaySlots> {
  const artist = await requireCalendarArtist(db, artistRef);
  const [plan] = await planRange(db, artist, date, date, now, durationMinutes);
  return {
    date,
    timezone: artist.timezone,
    state: plan!.state,
    past: plan!.past,
    slots: plan!.slots.map((s) => ({ time: s.time, dateTime: s.start.toISOString(), available: s.free })),
  };
}

export type OpenHoursCheck = OpenHoursFit | 'beyond-horizon' | 'blocked';

/** Why [startsAt, endsAt) can or cannot be booked as far as open hours and blocks go. */
export async function checkOpenHours(
  tx: Db,
  artist: CalendarArtist,
  startsAt: Date,
  endsAt: Date,
  now = new Date(),
): Promise<OpenHoursCheck> {
  const date = localDateOf(startsAt.getTime(), artist.timezone);
  if (startsAt.getTime() > bookingWindow(artist.timezone, now).latestStart.getTime()) return 'beyond-horizon';
  const [rules, blocks] = await Promise.all([
    loadRules(tx, artist.id, date, date),
    loadBlocks(tx, artist.id, startsAt, endsAt),
  ]);
  const fit = fitOpenHours(rules, artist.timezone, now, startsAt, endsAt);
  if (fit !== 'ok') return fit;
  return overlapsAny(blocks, startsAt, endsAt) ? 'blocked' : 'ok';
}

/**
 * CONTRACT for the bookings core: true when startsAt is in the future (within the booking
 * horizon) and [startsAt, endsAt) lies inside one open window of its local date in the artist's
 * zone, touching no calendar block. Other bookings are not looked at: the exclusion constraint is
 * the guard against overlap.
 */
export async function isWithinAvailability(
  tx: Db,
  artistId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const artist = await findCalendarArtist(tx, artistId);
  if (!artist || endsAt.getTime() <= startsAt.getTime()) return false;
  return (await checkOpenHours(tx, artist, startsAt, endsAt)) === 'ok';
}
