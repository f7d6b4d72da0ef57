import { localInstantMs, offsetMinutesAt, wallClockOf, wallMs } from '#shared/zoned-time.ts';

/**
 * Day clocks for the slot engine, on top of shared/zoned-time.ts: a steady day derives every
 * minute from one offset; a day with a DST change finds its gap and skips the missing times.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1_440;
/** Wider than any real DST gap (the largest is an hour, a few zones once had two). */
const GAP_SEARCH_MINUTES = 180;

/** The calendar date an instant falls on in a zone. */
export function localDateOf(instantMs: number, timeZone: string): string {
  return wallClockOf(instantMs, timeZone).date;
}

/** Whether the instant reads exactly as that local date and minute (false inside a DST gap). */
function readsAs(instantMs: number, date: string, minute: number, timeZone: string): boolean {
  const wall = wallClockOf(instantMs, timeZone);
  if (minute === DAY_MINUTES) return wall.minute === 0 && wall.date === nextDate(date);
  return wall.date === date && wall.minute === minute;
}

function nextDate(date: string): string {
  return new Date(wallMs(date, DAY_MINUTES)).toISOString().slice(0, 10);
}

/** Orders local (date, minute) pairs; wall time is monotonic around a gap. */
function wallIsBefore(instantMs: number, date: string, minute: number, timeZone: string): boolean {
  const wall = wallClockOf(instantMs, timeZone);
  const target = minute === DAY_MINUTES ? { date: nextDate(date), minute: 0 } : { date, minute };
  return wall.date < target.date || (wall.date === target.date && wall.minute < target.minute);
}

/** The first instant whose wall time is at or after a time that does not exist (the end of the gap). */
function gapEndMs(date: string, minute: number, timeZone: string): number {
  const around = localInstantMs(date, minute, timeZone);
  let lo = around - GAP_SEARCH_MINUTES * MINUTE_MS;
  let hi = around + GAP_SEARCH_MINUTES * MINUTE_MS;
  // Invariant: wall(lo) is before the target, wall(hi) is not; transitions fall on whole minutes.
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / MINUTE_MS / 2) * MINUTE_MS;
    if (wallIsBefore(mid, date, minute, timeZone)) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** One local day of a zone: the instants of its minutes, exact across a DST change. */
export type DayClock = {
  date: string;
  /** The instant of a local minute, or null when that time does not exist (spring forward). */
  instantAt(minute: number): number | null;
  /** Where a window edge at that minute lies; a missing time moves to the end of the gap. */
  edgeAt(minute: number): number;
};

export function clockForDay(date: string, timeZone: string): DayClock {
  const start = localInstantMs(date, 0, timeZone);
  const end = localInstantMs(date, DAY_MINUTES, timeZone);
  const offset = offsetMinutesAt(start, timeZone);
  const steady =
    offset === offsetMinutesAt(end, timeZone) &&
    end - start === DAY_MINUTES * MINUTE_MS &&
    readsAs(start, date, 0, timeZone);
  if (steady) {
    // No change of offset today: every local minute is one subtraction away.
    const at = (minute: number) => wallMs(date, minute) - offset * MINUTE_MS;
    return { date, instantAt: at, edgeAt: at };
  }
  const instantAt = (minute: number) => {
    const instant = localInstantMs(date, minute, timeZone);
    return readsAs(instant, date, minute, timeZone) ? instant : null;
  };
  return {
    date,
    instantAt,
    edgeAt: (minute) => instantAt(minute) ?? gapEndMs(date, minute, timeZone),
  };
}
