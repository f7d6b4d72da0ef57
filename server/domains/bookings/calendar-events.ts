import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest } from '#server/platform/errors.ts';
import { AVAILABILITY_RANGE_MAX_DAYS } from '#shared/booking-rules.ts';
import type { calendarEventSchema } from '#shared/schemas/calendar.ts';
import { ONLY_ARTISTS_MESSAGE, requireOwnCalendar } from './availability-artist.ts';
import { bookings, calendarBlocks } from './tables.ts';

export const OWN_EVENTS_ONLY_MESSAGE = 'You can only see your own calendar';
export const EVENTS_ORDER_MESSAGE = 'The end must be after the start';
export const EVENTS_RANGE_MESSAGE = `Choose at most ${AVAILABILITY_RANGE_MAX_DAYS} days at a time`;

type CalendarEvent = z.infer<typeof calendarEventSchema>;
/** What occupies the artist's time: declined and cancelled requests do not. */
const eventStatuses = ['pending', 'confirmed', 'completed'] as const;

/** GET /calendar/events/{id}?start=&end=: the owner's bookings and blocks overlapping the range. */
export async function listCalendarEvents(
  db: Db,
  caller: AuthContext,
  artistRef: string,
  start: string,
  end: string,
): Promise<CalendarEvent[]> {
  const from = new Date(start);
  const to = new Date(end);
  if (to.getTime() <= from.getTime()) throw badRequest(EVENTS_ORDER_MESSAGE, 'end');
  if (to.getTime() - from.getTime() > AVAILABILITY_RANGE_MAX_DAYS * 86_400_000)
    throw badRequest(EVENTS_RANGE_MESSAGE, 'end');
  const artist = await requireOwnCalendar(db, caller, artistRef, {
    onlyArtists: ONLY_ARTISTS_MESSAGE,
    ownOnly: OWN_EVENTS_ONLY_MESSAGE,
  });
  const [booked, blocked] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.artistId, artist.id),
          inArray(bookings.status, [...eventStatuses]),
          lt(bookings.startsAt, to),
          gt(bookings.endsAt, from),
        ),
      ),
    db
      .select()
      .from(calendarBlocks)
      .where(
        and(
          eq(calendarBlocks.artistId, artist.id),
          lt(calendarBlocks.startsAt, to),
          gt(calendarBlocks.endsAt, from),
        ),
      ),
  ]);
  const events: CalendarEvent[] = [
    ...booked.map((b) => ({
      id: b.id,
      kind: 'booking' as const,
      title: `${b.serviceName} · ${b.clientName}`,
      start: b.startsAt.toISOString(),
      end: b.endsAt.toISOString(),
      status: b.status,
      reference: b.reference,
    })),
    ...blocked.map((b) => ({
      id: b.id,
      kind: 'block' as const,
      title: b.reason || 'Blocked',
      start: b.startsAt.toISOString(),
      end: b.endsAt.toISOString(),
      status: null,
      reference: null,
    })),
  ];
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind));
}
