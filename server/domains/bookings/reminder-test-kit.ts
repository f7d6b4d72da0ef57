import { randomBytes } from 'node:crypto';
import type { Database } from '#server/platform/db/client.ts';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer.ts';
import type { BookingRow } from './booking-events.ts';
import { bookings, services } from './tables.ts';

type BookingFields = Partial<Omit<typeof bookings.$inferInsert, 'artistId' | 'startsAt' | 'endsAt'>> & {
  artistId: string;
  startsAt: Date;
  minutes?: number;
};

/**
 * A booking row inserted directly, in any status: these tests cover what happens around a
 * booking, not how one is made (that is the booking service's job and its tests).
 */
export async function insertTestBooking(database: Database, fields: BookingFields): Promise<BookingRow> {
  const { minutes = 60, startsAt, ...rest } = fields;
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `EAS-${randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`,
      clientName: 'Robin Guest',
      clientEmail: `guest_${randomBytes(3).toString('hex')}@example.com`,
      serviceName: 'Portrait Session',
      message: 'I would love a portrait of my grandmother.',
      status: 'pending',
      ...rest,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    })
    .returning();
  return row!;
}

export async function insertTestService(
  database: Database,
  artistId: string,
  fields: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(services)
    .values({
      artistId,
      slug: `portrait-${randomBytes(3).toString('hex')}`,
      name: 'Portrait Session',
      durationLabel: '1 hour',
      durationMinutes: 60,
      priceMacs: 15_000,
      ...fields,
    })
    .returning();
  return row!;
}

/** A mailer that keeps what it was given, and can be told to fail for one recipient. */
export function createRecordingMailer(failFor?: string): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    mode: 'outbox',
    sent,
    async send(message) {
      if (failFor && message.to === failFor) throw new Error('mail server refused');
      sent.push(message);
    },
    async deliver() {},
  };
}
