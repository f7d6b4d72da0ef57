import type { DateState } from '#shared/booking-rules.ts';
import { BOOKING_SLOT_FIRST_HOUR, BOOKING_SLOT_LAST_HOUR } from '#shared/constants.ts';
import type { AvailabilityRule } from '#shared/schemas/calendar.ts';
import { minutesToTime, weekdayOfDate } from '#shared/zoned-time.ts';
import type { AvailabilityChanges } from '../../api/calendar-api.ts';

/** What the artist asked for a date in manage mode, before Save Changes. */
export type DateTarget = 'available' | 'unavailable';
export type PendingChanges = Record<string, DateTarget>;

/** The spec's simple-modal hours (09:00 to 17:00 hourly) open a date that has no weekly hours. */
export const DEFAULT_OPEN_TIMES = Array.from(
  { length: BOOKING_SLOT_LAST_HOUR - BOOKING_SLOT_FIRST_HOUR + 1 },
  (_, i) => minutesToTime((BOOKING_SLOT_FIRST_HOUR + i) * 60),
);

/** The state a date shows in manage mode: the unsaved target, else the server's. */
export function effectiveState(server: DateState | undefined, target: DateTarget | undefined) {
  if (target === 'unavailable') return 'unavailable';
  if (target === 'available') return server && server !== 'unavailable' ? server : 'available';
  return server;
}

/**
 * Applies a target to a date: a target that matches what the server already says is no change
 * at all, so toggling back and forth leaves nothing unsaved.
 */
export function applyTarget(
  changes: PendingChanges,
  date: string,
  target: DateTarget,
  server: DateState | undefined,
): PendingChanges {
  const next = { ...changes };
  const alreadyOpen = server === 'available' || server === 'partial' || server === 'booked';
  const unchanged = target === 'available' ? alreadyOpen : server === 'unavailable';
  if (unchanged) delete next[date];
  else next[date] = target;
  return next;
}

/** Double-click: an open date closes, a closed one opens. */
export function toggledTarget(state: DateState | undefined): DateTarget {
  return state === 'unavailable' ? 'available' : 'unavailable';
}

/**
 * The POST /availability/{artistId} body: a closed date is []; an opened date falls back to the
 * weekly pattern (null) when that weekday has hours, otherwise it opens the default hours.
 */
export function buildAvailabilityPayload(
  changes: PendingChanges,
  weekly: AvailabilityRule[] | undefined,
): AvailabilityChanges {
  const openWeekdays = new Set(
    (weekly ?? []).filter((rule) => rule.available && rule.weekday !== null).map((rule) => rule.weekday),
  );
  const payload: AvailabilityChanges = {};
  for (const [date, target] of Object.entries(changes)) {
    if (target === 'unavailable') payload[date] = [];
    else payload[date] = openWeekdays.has(weekdayOfDate(date)) ? null : [...DEFAULT_OPEN_TIMES];
  }
  return payload;
}
