import { SLOT_MINUTES } from '#shared/booking-rules.ts';
import type { DaySlots, Service } from '#shared/schemas/calendar.ts';
import { minutesToTime, timeToMinutes } from '#shared/zoned-time.ts';

/**
 * Whether a service fits at a time: a service longer than one slot needs the following hourly
 * slots free too. The server checks the exact window again on submit; this only greys out the
 * services that cannot work, so nobody fills in a request that is bound to fail.
 */
export function serviceFits(service: Service, slots: DaySlots['slots'], time: string): boolean {
  const free = new Set(slots.filter((slot) => slot.available).map((slot) => slot.time));
  const needed = Math.ceil(service.durationMinutes / SLOT_MINUTES);
  const start = timeToMinutes(time);
  for (let i = 0; i < needed; i++) {
    const minutes = start + i * SLOT_MINUTES;
    if (minutes >= 24 * 60 || !free.has(minutesToTime(minutes))) return false;
  }
  return true;
}
