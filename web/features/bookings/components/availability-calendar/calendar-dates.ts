import { formatLongLocalDate } from '#shared/booking-format.ts';
import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { addDaysToDate, weekdayOfDate, zonedDate } from '#shared/zoned-time.ts';

export type CalendarView = 'month' | 'week' | 'day';
export const calendarViews: readonly CalendarView[] = ['month', 'week', 'day'];
export const calendarViewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

/** The viewer's own IANA zone, e.g. 'Europe/Berlin'. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date ('YYYY-MM-DD') in a zone; the viewer's when the artist's is not known yet. */
export function todayIn(timeZone?: string): string {
  return zonedDate(new Date(), timeZone ?? viewerTimeZone());
}

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

function formatDate(date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: 'UTC', ...options }).format(utcNoon(date));
}

export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

function addMonths(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** Sunday of the week a date falls in (weeks start on Sunday, US style). */
export const startOfWeek = (date: string) => addDaysToDate(date, -weekdayOfDate(date));

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDaysToDate(d, 1)) dates.push(d);
  return dates;
}

/** The dates a view shows around its anchor; a month shows whole weeks (4 to 6 rows). */
export function visibleRange(view: CalendarView, anchor: string): { start: string; end: string } {
  if (view === 'day') return { start: anchor, end: anchor };
  if (view === 'week') {
    const start = startOfWeek(anchor);
    return { start, end: addDaysToDate(start, 6) };
  }
  const first = firstOfMonth(anchor);
  const last = addDaysToDate(addMonths(first, 1), -1);
  return { start: startOfWeek(first), end: addDaysToDate(startOfWeek(last), 6) };
}

/** The dates a view is about (a month without its neighbours' days), for Previous/Next limits. */
export function periodOf(view: CalendarView, anchor: string): { start: string; end: string } {
  if (view !== 'month') return visibleRange(view, anchor);
  const start = firstOfMonth(anchor);
  return { start, end: addDaysToDate(addMonths(start, 1), -1) };
}

/** The anchor one step before (-1) or after (+1) in a view. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'day') return addDaysToDate(anchor, step);
  if (view === 'week') return addDaysToDate(anchor, 7 * step);
  return addMonths(firstOfMonth(anchor), step);
}

/** 'December 2026', 'Nov 29 – Dec 5, 2026' or 'Thursday, December 3, 2026'. */
export function formatViewTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return formatDate(anchor, { month: 'long', year: 'numeric' });
  if (view === 'day') return formatLongLocalDate(anchor);
  const { start, end } = visibleRange('week', anchor);
  const from = formatDate(start, { month: 'short', day: 'numeric' });
  const to = formatDate(end, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${from} – ${to}`;
}

export const viewUnit: Record<CalendarView, string> = { month: 'month', week: 'week', day: 'day' };

/** 'Sun' … 'Sat' and 'Sunday' … 'Saturday'. */
export function weekdayName(date: string, width: 'short' | 'long' = 'short'): string {
  return formatDate(date, { weekday: width });
}

/** 'Nov 29'. */
export const formatMonthDay = (date: string) => formatDate(date, { month: 'short', day: 'numeric' });

/** Day of the month as a number. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** Splits dates into rows of seven. */
export function toWeeks<T>(dates: T[]): T[][] {
  const weeks: T[][] = [];
  for (let i = 0; i < dates.length; i += 7) weeks.push(dates.slice(i, i + 7));
  return weeks;
}
