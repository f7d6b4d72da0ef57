import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import { BOOKING_REMINDER_HOURS } from '#shared/booking-rules.ts';
import {
  type BookingEvent,
  type BookingRow,
  describeBookingData,
  forArtist,
  forClient,
} from './booking-events.ts';
import { describeSessionTime } from './booking-mail-layout.ts';
import { composeReminderMail } from './booking-mail-templates.ts';
import { bookings } from './tables.ts';

export type ReminderDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log?: { error: (obj: unknown, msg: string) => void };
};

type Artist = BookingEvent['artist'];
type Claimed = { booking: BookingRow; artist: Artist };

// Name, e-mail and zone of each artist; the artist's zone lives on the profile (UTC without one).
async function loadArtists(tx: Db, ids: string[]): Promise<Map<string, Artist>> {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timezone: artistProfiles.timezone,
    })
    .from(users)
    .leftJoin(artistProfiles, eq(artistProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, timezone: r.timezone ?? 'UTC' }]));
}

/** Bookings claimed per transaction: a backlog goes out in several short transactions, not one long one. */
export const REMINDER_BATCH_SIZE = 200;

/**
 * Claims due bookings with ONE statement: the rows are locked with SKIP LOCKED, so an instance
 * never waits for (or deadlocks with) another one running the same pass, and Postgres re-checks
 * `reminder_sent_at is null` on each locked row, so a booking another instance already claimed
 * is left alone. Each booking is reminded exactly once however many instances run this.
 */
async function claimDueBookings(tx: Db, now: Date): Promise<BookingRow[]> {
  const horizon = new Date(now.getTime() + BOOKING_REMINDER_HOURS * 3_600_000);
  const due = and(
    eq(bookings.status, 'confirmed'),
    isNull(bookings.reminderSentAt),
    gt(bookings.startsAt, now),
    lte(bookings.startsAt, horizon),
  );
  const lockable = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(due)
    .orderBy(asc(bookings.startsAt))
    .limit(REMINDER_BATCH_SIZE)
    .for('update', { skipLocked: true });
  return tx
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(and(inArray(bookings.id, lockable), due))
    .returning();
}

/**
 * Reminds the artist and a signed-in client of every confirmed session that starts within
 * BOOKING_REMINDER_HOURS, in the transaction that claims it; the client's mail goes out after
 * commit. Returns how many bookings were reminded.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx): Promise<Claimed[]> => {
      const rows = await claimDueBookings(tx, now);
      if (rows.length === 0) return [];
      const artists = await loadArtists(tx, [...new Set(rows.map((r) => r.artistId))]);
      const out: Claimed[] = [];
      for (const booking of rows) {
        const artist = artists.get(booking.artistId)!;
        await notifyReminder(tx, booking, artist);
        out.push({ booking, artist });
      }
      return out;
    });
    for (const { booking, artist } of claimed) {
      try {
        await deps.mailer.send(composeReminderMail(booking, artist, deps.publicUrl));
      } catch (err) {
        // The claim stands: one lost mail is better than reminding everyone else twice.
        deps.log?.error({ err, bookingId: booking.id }, 'reminder mail could not be sent');
      }
    }
    total += claimed.length;
    if (claimed.length < REMINDER_BATCH_SIZE) return total;
  }
}

async function notifyReminder(tx: Db, booking: BookingRow, artist: Artist) {
  const data = await describeBookingData(tx, booking, artist.timezone);
  const when = describeSessionTime(booking.startsAt, artist.timezone);
  await notify(
    tx,
    artist.id,
    'reminder',
    'Upcoming session',
    `${booking.serviceName} with ${booking.clientName} starts ${when}.`,
    forArtist(data),
  );
  if (booking.clientUserId && booking.clientUserId !== artist.id) {
    await notify(
      tx,
      booking.clientUserId,
      'reminder',
      'Upcoming session',
      `Your ${booking.serviceName} with ${artist.name} starts ${when}.`,
      forClient(data),
    );
  }
}
