import { randomBytes } from 'node:crypto';
import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import type { Database } from '#server/platform/db/client.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { bearer, type TestUser } from '#server/test/users.ts';
import type { BookingStatus } from '#shared/booking-rules.ts';
import { addDaysToDate, instantFromZoned, zonedDate } from '#shared/zoned-time.ts';
import { specServices } from './service-catalogue.ts';
import { availabilityRules, bookings, calendarBlocks, services } from './tables.ts';

export type CalendarTestArtist = TestUser & { timezone: string };

/**
 * An artist open 09:00–18:00 every day of the week in `timezone` (so tests do not depend on the
 * weekday they run on), with the spec's services; rules are written directly.
 */
export async function createCalendarArtist(
  database: Database,
  timezone = 'UTC',
  hours: { start: number; end: number } | null = { start: 540, end: 1080 },
): Promise<CalendarTestArtist> {
  const artist = await createTestArtist(database, {}, { bookingEnabled: true, timezone });
  if (hours) {
    await database.db.insert(availabilityRules).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        artistId: artist.id,
        weekday,
        startMinute: hours.start,
        endMinute: hours.end,
      })),
    );
  }
  await database.db
    .insert(services)
    .values(specServices.map((s, sortOrder) => ({ ...s, artistId: artist.id, sortOrder })));
  return { ...artist, timezone };
}

/** The artist's local date `days` from today there. */
export const localDay = (artist: { timezone: string }, days: number) =>
  addDaysToDate(zonedDate(new Date(), artist.timezone), days);

/** The instant of a local date and 'HH:MM' in the artist's zone. */
export const localAt = (artist: { timezone: string }, date: string, time: string) =>
  instantFromZoned(date, time, artist.timezone);

export async function insertTestBooking(
  database: Database,
  artistId: string,
  startsAt: Date,
  endsAt: Date,
  status: BookingStatus = 'pending',
) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `EAS-${randomBytes(3).toString('hex').toUpperCase()}`,
      artistId,
      clientName: 'Robin Guest',
      clientEmail: 'robin.guest@example.com',
      serviceName: 'Art Consultation',
      startsAt,
      endsAt,
      status,
    })
    .returning();
  return row!;
}

export async function insertTestBlock(database: Database, artistId: string, startsAt: Date, endsAt: Date) {
  const [row] = await database.db
    .insert(calendarBlocks)
    .values({ artistId, startsAt, endsAt, reason: 'Kiln firing' })
    .returning();
  return row!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject under /api/v1, signed in as `user` or anonymous. */
export const caller =
  (t: TestApp) => (method: Method, url: string, user?: { token: string } | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
