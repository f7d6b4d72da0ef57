import { specServices } from '#server/domains/bookings/service-catalogue.ts';
import { fitOpenHours, type RuleSet } from '#server/domains/bookings/slot-engine.ts';
import { availabilityRules, calendarBlocks } from '#server/domains/bookings/tables.ts';
import { activeBookingStatuses } from '#shared/booking-rules.ts';
import {
  addDaysToDate,
  instantFromZoned,
  minutesToTime,
  timeToMinutes,
  weekdayOfDate,
  zonedDate,
  zonedTime,
} from '#shared/zoned-time.ts';
import type { SeedContext, SeededArtist } from './context.ts';
import { DEMO_ARTIST_USERNAME } from './demo-accounts.ts';
import type { SeededBooking } from './insert-bookings.ts';

const WORKDAY = { start: 9 * 60, end: 18 * 60 };
const SATURDAY = { start: 10 * 60, end: 14 * 60 };
const blockReasons = ['Kiln firing', 'Gallery install', 'Supplier visit', 'Teaching day'];

type ArtistBooking = { date: string; start: Date; end: Date; service: string };

const isWorkday = (date: string) => [1, 2, 3, 4, 5].includes(weekdayOfDate(date));
const minuteOf = (instant: Date, timeZone: string) => timeToMinutes(zonedTime(instant, timeZone));

/** The first workday from `fromDay` on that has no active booking and is not already taken. */
function freeWorkday(today: string, fromDay: number, busy: ReadonlySet<string>): string {
  for (let day = fromDay; ; day += 1) {
    const date = addDaysToDate(today, day);
    if (isWorkday(date) && !busy.has(date)) return date;
  }
}

/**
 * One artist's calendar: weekdays 09:00–18:00, Saturdays 10:00–14:00 for every other artist, a
 * dated window wherever a seeded booking would otherwise sit outside open hours, one closed date
 * and one afternoon block in the coming weeks. The demo artist's workshop day is blocked after
 * the workshop, so the calendar shows all four states: available, partial, booked, unavailable.
 */
function planCalendar(ctx: SeedContext, artist: SeededArtist, index: number, booked: ArtistBooking[]) {
  const tz = artist.data.timezone;
  const today = zonedDate(ctx.now, tz);
  const rules: (typeof availabilityRules.$inferInsert)[] = [1, 2, 3, 4, 5].map((weekday) => ({
    artistId: artist.id,
    weekday,
    startMinute: WORKDAY.start,
    endMinute: WORKDAY.end,
  }));
  if (index % 2 === 0)
    rules.push({ artistId: artist.id, weekday: 6, startMinute: SATURDAY.start, endMinute: SATURDAY.end });
  const ruleSet: RuleSet = {
    weekly: rules.map((r) => ({ weekday: r.weekday!, startMinute: r.startMinute!, endMinute: r.endMinute! })),
    dates: [],
  };

  // A booking outside the weekly hours gets its date opened around it (and around that date's
  // other bookings), the way an artist would.
  const outside = booked.filter((b) => fitOpenHours(ruleSet, tz, ctx.now, b.start, b.end) !== 'ok');
  for (const date of new Set(outside.map((b) => b.date))) {
    const onDate = booked.filter((b) => b.date === date);
    const base = isWorkday(date) ? WORKDAY : SATURDAY;
    const start = Math.min(base.start, ...onDate.map((b) => Math.floor(minuteOf(b.start, tz) / 60) * 60));
    const end = Math.max(base.end, ...onDate.map((b) => Math.ceil((minuteOf(b.end, tz) || 1440) / 60) * 60));
    rules.push({ artistId: artist.id, date, startMinute: start, endMinute: Math.min(end, 1440) });
  }

  const busyDates = new Set(booked.map((b) => b.date));
  const closedDate = freeWorkday(today, 12, busyDates);
  rules.push({ artistId: artist.id, date: closedDate, available: false });
  const blockDate = freeWorkday(today, 6, new Set([...busyDates, closedDate]));
  const blocks: (typeof calendarBlocks.$inferInsert)[] = [
    {
      artistId: artist.id,
      startsAt: instantFromZoned(blockDate, '12:00', tz),
      endsAt: instantFromZoned(blockDate, '14:00', tz),
      reason: blockReasons[index % blockReasons.length]!,
    },
  ];

  if (artist.data.username === DEMO_ARTIST_USERNAME) {
    // The workshop takes the morning; a firing fills the rest of that day: fully booked.
    const workshop = booked.find((b) => b.service === 'workshop');
    if (workshop) {
      blocks.push({
        artistId: artist.id,
        startsAt: workshop.end,
        endsAt: instantFromZoned(workshop.date, minutesToTime(WORKDAY.end), tz),
        reason: 'Kiln firing',
      });
    }
  }
  return { rules, blocks };
}

export async function insertAvailability(ctx: SeedContext, seededBookings: SeededBooking[]): Promise<void> {
  const rules: (typeof availabilityRules.$inferInsert)[] = [];
  const blocks: (typeof calendarBlocks.$inferInsert)[] = [];
  const bookable = [...ctx.artists.values()].filter((a) => a.data.bookingEnabled);
  bookable.forEach((artist, index) => {
    const booked = seededBookings
      .filter(
        (b) =>
          ctx.artists.get(b.artist)?.id === artist.id &&
          (activeBookingStatuses as readonly string[]).includes(b.status) &&
          b.startsAt > ctx.now,
      )
      .map((b) => {
        const minutes = specServices.find((s) => s.slug === b.service)!.durationMinutes;
        return {
          date: zonedDate(b.startsAt, artist.data.timezone),
          start: b.startsAt,
          end: new Date(b.startsAt.getTime() + minutes * 60_000),
          service: b.service,
        };
      });
    const plan = planCalendar(ctx, artist, index, booked);
    rules.push(...plan.rules);
    blocks.push(...plan.blocks);
  });
  if (rules.length > 0) await ctx.tx.insert(availabilityRules).values(rules);
  if (blocks.length > 0) await ctx.tx.insert(calendarBlocks).values(blocks);
}
