import { type DateState, SLOT_MINUTES } from '#shared/booking-rules.ts';
import { addDaysToDate, minutesToTime, timeToMinutes, weekdayOfDate } from '#shared/zoned-time.ts';
import { clockForDay, type DayClock, localDateOf } from './slot-clock.ts';

/**
 * The pure heart of availability: which hourly slots a date offers and what state the date is
 * in, from the artist's rules, the busy intervals (active bookings and blocks) and the clock.
 * No database, no "now" of its own, so every case is a table row in slot-engine.test.ts.
 */

const MINUTE_MS = 60_000;

/** Minutes after local midnight, end exclusive (09:00–18:00 = 540–1080). */
export type OpenWindow = { start: number; end: number };
export type WeeklyRule = { weekday: number; startMinute: number; endMinute: number };
/** A date override: closed all day (available false) or one of its open windows. */
export type DateRule = {
  date: string;
  available: boolean;
  startMinute: number | null;
  endMinute: number | null;
};
export type RuleSet = { weekly: WeeklyRule[]; dates: DateRule[] };
export type BusyInterval = { start: Date; end: Date };

export type SlotInput = {
  rules: RuleSet;
  busy: BusyInterval[];
  now: Date;
  timeZone: string;
  /** How long the booking needs; a slot is offered when all of it fits in one window. */
  durationMinutes?: number;
  /** The booking horizon: slots starting later are not offered. */
  latestStart?: Date;
};
export type PlannedSlot = { time: string; start: Date; free: boolean };
/** `slots` holds only offered slots: those that fit and start after now, free or taken. */
export type DayPlan = { date: string; state: DateState; past: boolean; slots: PlannedSlot[] };

/** Overlapping or touching windows are one stretch of open time: rules may overlap after races. */
export function mergeWindows(windows: readonly OpenWindow[]): OpenWindow[] {
  const merged: OpenWindow[] = [];
  for (const w of [...windows].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}

export type OpenHours = { windowsOn(date: string): OpenWindow[] };

/** Indexes the rules once: a date override replaces the weekly pattern; a closed date wins. */
export function prepareOpenHours(rules: RuleSet): OpenHours {
  const weekly = Array.from({ length: 7 }, (_, day) =>
    mergeWindows(
      rules.weekly.filter((r) => r.weekday === day).map((r) => ({ start: r.startMinute, end: r.endMinute })),
    ),
  );
  const overrides = new Map<string, { closed: boolean; windows: OpenWindow[] }>();
  for (const rule of rules.dates) {
    const entry = overrides.get(rule.date) ?? { closed: false, windows: [] };
    if (!rule.available || rule.startMinute === null || rule.endMinute === null) entry.closed = true;
    else entry.windows.push({ start: rule.startMinute, end: rule.endMinute });
    overrides.set(rule.date, entry);
  }
  for (const entry of overrides.values()) entry.windows = mergeWindows(entry.windows);
  return {
    windowsOn(date) {
      const override = overrides.get(date);
      if (override) return override.closed ? [] : override.windows;
      return weekly[weekdayOfDate(date)]!;
    },
  };
}

const overlaps = (start: number, end: number, busy: BusyInterval) =>
  start < busy.end.getTime() && busy.start.getTime() < end;

export function overlapsAny(busy: readonly BusyInterval[], start: Date, end: Date): boolean {
  return busy.some((b) => overlaps(start.getTime(), end.getTime(), b));
}

function stateOf(slots: readonly PlannedSlot[]): DateState {
  const free = slots.filter((s) => s.free).length;
  if (slots.length === 0) return 'unavailable';
  if (free === 0) return 'booked';
  return free < slots.length ? 'partial' : 'available';
}

function planPreparedDay(
  hours: OpenHours,
  input: SlotInput,
  clock: DayClock,
  today: string,
  busy: readonly BusyInterval[],
): DayPlan {
  const { date } = clock;
  if (date < today) return { date, state: 'unavailable', past: true, slots: [] };
  const windows = hours.windowsOn(date);
  if (windows.length === 0) return { date, state: 'unavailable', past: false, slots: [] };
  const lengthMs = (input.durationMinutes ?? SLOT_MINUTES) * MINUTE_MS;
  const now = input.now.getTime();
  const latest = input.latestStart?.getTime() ?? Number.POSITIVE_INFINITY;
  const slots: PlannedSlot[] = [];
  for (const window of windows) {
    const windowEnd = clock.edgeAt(window.end);
    for (let minute = window.start; minute < window.end; minute += SLOT_MINUTES) {
      // Spring forward: 02:00 does not exist, so it is not offered. Fall back: each local time
      // is visited once, so a repeated hour is offered once.
      const start = clock.instantAt(minute);
      if (start === null || start + lengthMs > windowEnd || start <= now || start > latest) continue;
      const free = !busy.some((b) => overlaps(start, start + lengthMs, b));
      slots.push({ time: minutesToTime(minute), start: new Date(start), free });
    }
  }
  return { date, state: stateOf(slots), past: false, slots };
}

/** One date's offered slots and state. */
export function planDay(input: SlotInput, date: string): DayPlan {
  return planDays(input, date, date)[0]!;
}

/** Every date from startDate to endDate inclusive, in order; rules are indexed once. */
export function planDays(input: SlotInput, startDate: string, endDate: string): DayPlan[] {
  const hours = prepareOpenHours(input.rules);
  const today = localDateOf(input.now.getTime(), input.timeZone);
  const plans: DayPlan[] = [];
  for (let date = startDate; date <= endDate; date = addDaysToDate(date, 1)) {
    const clock = clockForDay(date, input.timeZone);
    const dayStart = clock.edgeAt(0);
    const dayEnd = clock.edgeAt(1_440);
    const busy = input.busy.filter((b) => overlaps(dayStart, dayEnd, b));
    plans.push(planPreparedDay(hours, input, clock, today, busy));
  }
  return plans;
}

/** Why a stretch of time is or is not inside the artist's open hours. */
export type OpenHoursFit = 'ok' | 'past-date' | 'elapsed' | 'closed' | 'outside';

/**
 * Whether [start, end) lies inside one open window of start's local date and starts after now.
 * Any start inside the window counts (10:30 in 09:00–18:00 is fine), not only the hourly grid.
 */
export function fitOpenHours(
  rules: RuleSet | OpenHours,
  timeZone: string,
  now: Date,
  start: Date,
  end: Date,
): OpenHoursFit {
  const hours = 'windowsOn' in rules ? rules : prepareOpenHours(rules);
  const date = localDateOf(start.getTime(), timeZone);
  if (date < localDateOf(now.getTime(), timeZone)) return 'past-date';
  if (start.getTime() <= now.getTime()) return 'elapsed';
  const windows = hours.windowsOn(date);
  if (windows.length === 0) return 'closed';
  const clock = clockForDay(date, timeZone);
  const inside = windows.some(
    (w) => clock.edgeAt(w.start) <= start.getTime() && end.getTime() <= clock.edgeAt(w.end),
  );
  return inside ? 'ok' : 'outside';
}

/** The manage-mode save: open 'HH:MM' slot starts become windows, consecutive hours merged. */
export function windowsFromSlotTimes(times: readonly string[]): OpenWindow[] {
  return mergeWindows(times.map((t) => ({ start: timeToMinutes(t), end: timeToMinutes(t) + SLOT_MINUTES })));
}
