import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';

export type GrowthTone = 'green' | 'red' | 'neutral';

const shortMonth = dateFormatOnFirstUse(DISPLAY_LOCALE, { month: 'short', timeZone: 'UTC' });
const longMonth = dateFormatOnFirstUse(DISPLAY_LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** '2026-09' → 'Sep' (the chip) or 'September 2026' (what a screen reader hears). */
export const formatShortMonth = (month: string) => shortMonth().format(monthDate(month));
export const formatLongMonth = (month: string) => longMonth().format(monthDate(month));

/** '+12.5%', '−3.0%', '0.0%'. */
export function formatGrowth(growth: number): string {
  const text = `${Math.abs(growth).toFixed(1)}%`;
  if (growth > 0) return `+${text}`;
  return growth < 0 ? `−${text}` : text;
}

export function growthTone(growth: number | null): GrowthTone {
  if (growth === null || growth === 0) return 'neutral';
  return growth > 0 ? 'green' : 'red';
}

/** The chip's text: '+12.5% vs Sep', or 'No Sep data' when that month had nothing to compare with. */
export function formatGrowthChip(growth: number | null, previousMonth: string): string {
  const month = formatShortMonth(previousMonth);
  return growth === null ? `No ${month} data` : `${formatGrowth(growth)} vs ${month}`;
}

/** What a screen reader hears instead of the short chip. */
export function describeGrowth(growth: number | null, previousMonth: string): string {
  const month = formatLongMonth(previousMonth);
  return growth === null
    ? `no growth figure, nothing in ${month} to compare with`
    : `${formatGrowth(growth)} compared with ${month}`;
}

/**
 * Said once under the cards, since a chip names only the month compared with: without it, '+12.5% vs
 * Sep' read in late November looks like this month against September.
 */
export function describeGrowthPeriod(months: { current: string; previous: string }): string {
  return `Growth compares ${formatLongMonth(months.current)}, the last full month, with ${formatLongMonth(months.previous)}.`;
}
