import type { Db } from '#server/platform/db/client.ts';
import { badRequest, notFound } from '#server/platform/errors.ts';
import {
  BOOKING_HORIZON_DAYS,
  DATE_UNAVAILABLE_MESSAGE,
  PAST_DATE_MESSAGE,
  SLOT_MINUTES,
  SLOT_TAKEN_MESSAGE,
} from '#shared/booking-rules.ts';
import { DATE_TIME_MESSAGE } from '#shared/schemas/bookings.ts';
import { instantFromZoned, zonedTime } from '#shared/zoned-time.ts';
import { requireCalendarArtist } from './availability-artist.ts';
import { loadActiveBookings } from './availability-load.ts';
import { checkOpenHours, type OpenHoursCheck } from './availability-service.ts';
import { resolveService, SERVICE_NOT_FOUND_MESSAGE } from './services.ts';

export const TIME_ELAPSED_MESSAGE = 'This time has already passed. Please select a later time.';
export const OUTSIDE_HOURS_MESSAGE = "This time is outside the artist's available hours";
export const MISSING_TIME_MESSAGE =
  "This time does not exist in the artist's time zone (the clocks change that day)";
export const BEYOND_HORIZON_MESSAGE = `Bookings can be made up to ${BOOKING_HORIZON_DAYS} days ahead`;

/** What a client hears for each reason a time cannot be booked; 'ok' is never shown. */
export const unavailableMessages: Record<Exclude<OpenHoursCheck, 'ok'>, string> = {
  'past-date': PAST_DATE_MESSAGE,
  elapsed: TIME_ELAPSED_MESSAGE,
  'beyond-horizon': BEYOND_HORIZON_MESSAGE,
  closed: DATE_UNAVAILABLE_MESSAGE,
  outside: OUTSIDE_HOURS_MESSAGE,
  blocked: SLOT_TAKEN_MESSAGE,
};

export type SlotCheckInput = {
  artistId: string;
  date?: string | undefined;
  time?: string | undefined;
  dateTime?: string | undefined;
  service?: string | undefined;
};
export type SlotCheckResult = { success: true; available: boolean; message?: string };

/**
 * POST /bookings/check-availability and /bookings/check-timeslot. Free means inside the open
 * hours, touching no block and overlapping no pending or confirmed booking: the same rules the
 * booking itself meets (the exclusion constraint still decides any race).
 */
export async function checkSlot(db: Db, input: SlotCheckInput, now = new Date()): Promise<SlotCheckResult> {
  const artist = await requireCalendarArtist(db, input.artistId);
  let durationMinutes = SLOT_MINUTES;
  if (input.service !== undefined && input.service.trim() !== '') {
    const service = await resolveService(db, artist.id, input.service);
    if (!service) throw notFound(SERVICE_NOT_FOUND_MESSAGE);
    durationMinutes = service.durationMinutes;
  }
  let startsAt: Date;
  if (input.dateTime) startsAt = new Date(input.dateTime);
  else if (input.date && input.time) {
    startsAt = instantFromZoned(input.date, input.time, artist.timezone);
    if (zonedTime(startsAt, artist.timezone) !== input.time)
      return { success: true, available: false, message: MISSING_TIME_MESSAGE };
  } else throw badRequest(DATE_TIME_MESSAGE, input.date ? 'time' : 'date');
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);

  const reason = await checkOpenHours(db, artist, startsAt, endsAt, now);
  if (reason !== 'ok') return { success: true, available: false, message: unavailableMessages[reason] };
  const booked = await loadActiveBookings(db, artist.id, startsAt, endsAt);
  if (booked.length > 0) return { success: true, available: false, message: SLOT_TAKEN_MESSAGE };
  return { success: true, available: true };
}
