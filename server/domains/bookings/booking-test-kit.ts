import { createTestArtist } from '#server/domains/artists/test-artists.ts';
import type { Database } from '#server/platform/db/client.ts';
import { specServices } from '#server/platform/db/seed/catalogue.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { bearer, type TestUser } from '#server/test/users.ts';
import { zonedInstant } from '#shared/zoned-time.ts';
import type { BookingRow } from './booking-events.ts';
import { generateManageToken, generateReference } from './booking-reference.ts';
import type { ServiceRow } from './services.ts';
import { availabilityRules, bookings, services } from './tables.ts';

export type BookableArtist = TestUser & { timezone: string; services: ServiceRow[] };

/**
 * An artist taking bookings, open around the clock every day (weekly rules written directly, so
 * tests stay valid whatever the availability rules decide), with the spec's service catalogue.
 * The catalogue's prices are 0 unless `priced`: most booking tests are about time and status, and
 * guests may book free sessions; the escrow tests ask for the real prices (decision 020).
 */
export async function createBookableArtist(
  database: Database,
  options: { timezone?: string; name?: string; username?: string; priced?: boolean } = {},
): Promise<BookableArtist> {
  const timezone = options.timezone ?? 'Europe/Lisbon';
  const artist = await createTestArtist(
    database,
    {
      ...(options.name ? { name: options.name } : {}),
      ...(options.username ? { username: options.username } : {}),
    },
    { bookingEnabled: true, timezone },
  );
  await database.db.insert(availabilityRules).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      artistId: artist.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );
  const rows = await database.db
    .insert(services)
    .values(
      specServices.map((s, sortOrder) => ({
        ...s,
        priceMacs: options.priced || s.priceMacs === null ? s.priceMacs : 0,
        artistId: artist.id,
        sortOrder,
      })),
    )
    .returning();
  return { ...artist, timezone, services: rows };
}

export const serviceBySlug = (artist: BookableArtist, slug: string) =>
  artist.services.find((s) => s.slug === slug)!;

/** A wall-clock time in the artist's zone, `days` days from today there (mid-day hours keep clear of midnight). */
export const slotAt = (artist: { timezone: string }, days: number, hour: number, minute = 0) =>
  zonedInstant(new Date(), artist.timezone, days, hour, minute);

/** A valid guest request body; override any field. */
export const guestBody = (
  artist: { id: string },
  startsAt: Date,
  overrides: Record<string, unknown> = {},
) => ({
  artistId: artist.id,
  clientName: 'Robin Guest',
  clientEmail: 'Robin.Guest@Example.com',
  service: 'portrait',
  dateTime: startsAt.toISOString(),
  message: 'I would love a portrait session, please.',
  ...overrides,
});

/**
 * A booking row written directly, in any status and at any time (past sessions to complete,
 * declined ones to delete); the API only ever creates future pending requests.
 */
export async function insertBooking(
  database: Database,
  artist: { id: string },
  values: Partial<typeof bookings.$inferInsert> & { startsAt: Date },
): Promise<BookingRow & { manageToken: string }> {
  const manage = generateManageToken();
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: generateReference(),
      artistId: artist.id,
      clientName: 'Robin Guest',
      clientEmail: 'robin.guest@example.com',
      serviceName: 'Session request',
      endsAt: new Date(values.startsAt.getTime() + 60 * 60_000),
      message: 'A booking written by the test kit.',
      manageTokenHash: manage.hash,
      ...values,
    })
    .returning();
  return { ...row!, manageToken: manage.token };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** app.inject under /api/v1, as a user or anonymously. */
export const callAs =
  (t: TestApp) => (method: Method, url: string, user?: { token: string } | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
