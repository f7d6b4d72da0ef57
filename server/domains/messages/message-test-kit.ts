import { eq } from 'drizzle-orm';
import { insertBooking } from '#server/domains/bookings/booking-test-kit.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';

type Method = 'GET' | 'POST';

/** app.inject under /api/v1, as a user or signed out. */
export const callAs =
  (t: TestApp) => (method: Method, url: string, user?: { token: string } | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

export type Cast = { artist: TestUser; client: TestUser; stranger: TestUser };

/** An artist, a client with an account and someone who has nothing to do with either. */
export async function createCast(t: TestApp): Promise<Cast> {
  return {
    artist: await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' }),
    client: await createTestUser(t.database, { name: 'Sam Rivera' }),
    stranger: await createTestUser(t.database, { name: 'Nosy Parker' }),
  };
}

let daysAhead = 0;

/** A booking of the client with the artist on a day of its own; `guest` leaves the client account out. */
export async function bookingBetween(t: TestApp, cast: Cast, guest = false) {
  daysAhead += 1;
  return insertBooking(t.database, cast.artist, {
    startsAt: new Date(Date.now() + daysAhead * 86_400_000),
    serviceName: 'Portrait Session',
    clientUserId: guest ? null : cast.client.id,
    clientName: cast.client.name,
    clientEmail: cast.client.email,
  });
}

export const messageNotificationsOf = (t: TestApp, userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.type === 'message_received'));
