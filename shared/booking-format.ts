import { DISPLAY_LOCALE } from './constants.ts';

/** Spec: the chosen date in long English form, e.g. 'Thursday, December 3, 2026'. */
export function formatLongDate(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));
}

/** A local 'YYYY-MM-DD' in long English form, independent of any zone. */
export function formatLongLocalDate(date: string): string {
  return formatLongDate(`${date}T12:00:00Z`, 'UTC');
}

/** 'Dec 3, 2026' for requested/updated stamps. */
export function formatShortDate(instant: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, {
    ...(timeZone ? { timeZone } : {}),
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));
}

/** '10:00' (24-hour) in a zone. */
export function formatClock(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** 'Europe/Berlin' → 'Berlin'; 'America/Los_Angeles' → 'Los Angeles'. */
export function formatZoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

export type BookingTimeText = {
  /** '10:00 (Berlin time)'. */
  artistTime: string;
  /** '04:00 your time' when the viewer's zone shows a different clock; null otherwise. */
  viewerTime: string | null;
};

/**
 * Times are shown in the artist's zone, with the viewer's local time beside it when the two
 * clocks differ (issue 4 "Around the booking").
 */
export function describeBookingTime(
  instant: Date | string,
  artistZone: string,
  viewerZone: string,
): BookingTimeText {
  const artistClock = formatClock(instant, artistZone);
  const viewerClock = formatClock(instant, viewerZone);
  const sameDay = formatLongDate(instant, artistZone) === formatLongDate(instant, viewerZone);
  return {
    artistTime: `${artistClock} (${formatZoneCity(artistZone)} time)`,
    viewerTime:
      artistClock === viewerClock && sameDay
        ? null
        : `${viewerClock}${sameDay ? '' : ` on ${formatShortDate(instant, viewerZone)}`} your time`,
  };
}
