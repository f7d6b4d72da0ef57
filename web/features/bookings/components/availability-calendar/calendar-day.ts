import { formatLongLocalDate } from '#shared/booking-format.ts';
import { type DateState, dateStateLabels } from '#shared/booking-rules.ts';

/** One date as every view draws it. */
export type CalendarDay = {
  date: string;
  /** Undefined while the range is loading. */
  state: DateState | undefined;
  past: boolean;
  /** Free and booked 'HH:MM' starts in the artist's zone. */
  free: string[];
  booked: string[];
  /** Manage mode: chosen for a bulk change / changed but not saved yet. */
  selected: boolean;
  edited: boolean;
  /** Month view: false for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
};

export type CalendarMode = 'booking' | 'manage';

export type DayHandlers = {
  /** Click (or Enter/Space) on a date. */
  onActivate: (day: CalendarDay) => void;
  /** Double-click on a date (manage mode toggles it). */
  onToggle?: (day: CalendarDay) => void;
  /** A free time picked in the week or day view (booking mode). */
  onPickTime?: (day: CalendarDay, time: string) => void;
};

/** 'Thursday, December 3, 2026 — Available', plus past, selected and unsaved notes. */
export function describeDay(day: CalendarDay, mode: CalendarMode): string {
  const state = day.state ? dateStateLabels[day.state] : 'Loading';
  const notes = [
    day.past ? 'past date' : null,
    mode === 'manage' && day.selected ? 'selected' : null,
    mode === 'manage' && day.edited ? 'unsaved change' : null,
  ].filter(Boolean);
  return `${formatLongLocalDate(day.date)} — ${state}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** The short word under a date: '5 open', 'Full', 'Closed' or 'Past'. */
export function dayCaption(day: CalendarDay): string {
  if (day.past) return 'Past';
  if (day.state === 'booked') return 'Full';
  if (day.state === 'available' || day.state === 'partial') {
    return day.free.length > 0 ? `${day.free.length} open` : 'Open';
  }
  return day.state ? 'Closed' : '';
}
