import { formatUsDate } from './us-date.ts';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const WEEK_S = 7 * DAY_S;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Spec §9 time-ago: under 60 s 'Just now', then minutes, hours and days up to under 7 days,
 * then the date in US English. A time slightly in the future (clock skew) reads 'Just now'.
 */
export function formatTimeAgo(value: Date | string | number, now: Date | number = Date.now()): string {
  const at = value instanceof Date ? value : new Date(value);
  const seconds = Math.floor((Number(now) - at.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < MINUTE_S) return 'Just now';
  if (seconds < HOUR_S) return plural(Math.floor(seconds / MINUTE_S), 'minute');
  if (seconds < DAY_S) return plural(Math.floor(seconds / HOUR_S), 'hour');
  if (seconds < WEEK_S) return plural(Math.floor(seconds / DAY_S), 'day');
  return formatUsDate(at, { month: 'short', day: true });
}

/** Spec §9 count abbreviation: 1000 and up shows one decimal and K (1500 → '1.5K'). */
export function formatCount(value: number): string {
  if (Math.abs(value) >= 1000) return `${(value / 1000).toFixed(1)}K`;
  return String(value);
}
