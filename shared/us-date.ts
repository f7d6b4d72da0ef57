// Dates in US English, as Intl.DateTimeFormat('en-US') writes them for the few forms the public pages
// show. Building a page's first DateTimeFormat costs about 12 ms in Chromium (ICU's pattern generator
// for the locale), four times that on a slow phone, and the feed, campaign and artist pages paid it
// while hydrating. The names are fixed, so the text is built directly; us-date.test.ts checks it
// against Intl for every month.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type UsDateForm = {
  /** 'Nov' or 'November'. */
  month: 'short' | 'long';
  /** With the day of the month: 'Nov 26, 2026'; without: 'November 2026'. */
  day: boolean;
  /** The date in UTC instead of the viewer's own time zone. */
  utc?: boolean;
};

export function formatUsDate(date: Date, { month, day, utc = false }: UsDateForm): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const monthIndex = utc ? date.getUTCMonth() : date.getMonth();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const name = month === 'long' ? MONTHS[monthIndex]! : MONTHS[monthIndex]!.slice(0, 3);
  if (!day) return `${name} ${year}`;
  return `${name} ${utc ? date.getUTCDate() : date.getDate()}, ${year}`;
}
