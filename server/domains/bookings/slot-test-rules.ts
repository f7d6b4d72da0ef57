import type { BusyInterval, DateRule, WeeklyRule } from './slot-engine.ts';

// Builders for the slot-engine tables. Tests run under TZ=UTC (vite.config.ts); zones are always explicit.
export const hm = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const weekly = (weekday: number, from: string, to: string): WeeklyRule => ({
  weekday,
  startMinute: hm(from),
  endMinute: to === '24:00' ? 1440 : hm(to),
});
export const open = (date: string, from: string, to: string): DateRule => ({
  date,
  available: true,
  startMinute: hm(from),
  endMinute: to === '24:00' ? 1440 : hm(to),
});
export const closed = (date: string): DateRule => ({
  date,
  available: false,
  startMinute: null,
  endMinute: null,
});
export const busy = (start: string, end: string): BusyInterval => ({
  start: new Date(start),
  end: new Date(end),
});
export const everyDay = (from: string, to: string) => [0, 1, 2, 3, 4, 5, 6].map((d) => weekly(d, from, to));
export const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((d) => weekly(d, from, to));
/** 'HH:00' for every hour from first to last. */
export const hours = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
