const MINUTE_MS = 60_000;

/** One formatter per zone: building an Intl.DateTimeFormat costs ~80 µs, a month of slots needs thousands of reads. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone: local date, minute of the day and second. */
export type WallClock = { date: string; minute: number; second: number };

export function wallClockOf(instantMs: number, timeZone: string): WallClock {
  // en-US with h23 always reads 'MM/DD/YYYY, HH:MM:SS'; format() is ~3x faster than formatToParts().
  const text = formatterFor(timeZone).format(instantMs);
  const date = `${text.slice(6, 10)}-${text.slice(0, 2)}-${text.slice(3, 5)}`;
  const minute = Number(text.slice(12, 14)) * 60 + Number(text.slice(15, 17));
  return { date, minute, second: Number(text.slice(18, 20)) };
}

/** Milliseconds of a local date and minute read as if it were UTC. */
export function wallMs(date: string, minute: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) + minute * MINUTE_MS;
}

/** Offset of a zone from UTC at an instant, in minutes (e.g. -420 for PDT). */
export function offsetMinutesAt(instantMs: number, timeZone: string): number {
  const wall = wallClockOf(instantMs, timeZone);
  return Math.round((wallMs(wall.date, wall.minute) + wall.second * 1000 - instantMs) / MINUTE_MS);
}

/** The instant a local date and minute name (minute 1440 is the next midnight). */
export function localInstantMs(date: string, minute: number, timeZone: string): number {
  const wall = wallMs(date, minute);
  // Two passes settle the offset on either side of a DST change.
  let guess = wall - offsetMinutesAt(wall, timeZone) * MINUTE_MS;
  guess = wall - offsetMinutesAt(guess, timeZone) * MINUTE_MS;
  return guess;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return wallClockOf(instant.getTime(), timeZone).date;
}

/**
 * The instant of a wall-clock time in a zone, `dayOffset` days after today there. Bookings sit on
 * the artist's local hours, so seeded slots line up with the 09:00–17:00 grid across DST.
 */
export function zonedInstant(now: Date, timeZone: string, dayOffset: number, hour: number, minute = 0): Date {
  const date = addDaysToDate(zonedDate(now, timeZone), dayOffset);
  return new Date(localInstantMs(date, hour * 60 + minute, timeZone));
}

/** 'HH:MM' of an instant in a zone. */
export function zonedTime(instant: Date, timeZone: string): string {
  return minutesToTime(wallClockOf(instant.getTime(), timeZone).minute);
}

/** The instant a local date ('YYYY-MM-DD') and time ('HH:MM') name in a zone. */
export function instantFromZoned(date: string, time: string, timeZone: string): Date {
  return new Date(localInstantMs(date, timeToMinutes(time), timeZone));
}

/** A calendar date n days after another ('YYYY-MM-DD'); zone-free arithmetic on the date itself. */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday for a calendar date. */
export function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** 'HH:MM' for minutes after midnight (540 → '09:00'). */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight for 'HH:MM' ('09:30' → 570). */
export function timeToMinutes(time: string): number {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
}
