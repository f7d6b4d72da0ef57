import type { Db } from '#server/platform/db/client.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import type { bookings } from './tables.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventKind = 'created' | 'confirmed' | 'declined' | 'cancelled' | 'completed';

export type BookingEvent = {
  kind: BookingEventKind;
  booking: BookingRow;
  artist: { id: string; name: string; email: string; timezone: string };
  /** Who caused it; 'system' for jobs. */
  actor: 'artist' | 'client' | 'system';
  /** Only on 'created': the plaintext self-service token for the guest's link (the row keeps its hash). */
  manageToken?: string;
};

/**
 * CONTRACT (owned by the notifications/mail helper; this stub is replaced): in-app
 * notifications for a booking change, written with the transaction of the change.
 */
export async function recordBookingEvent(_tx: Db, _event: BookingEvent): Promise<void> {}

/**
 * CONTRACT: the e-mails for a booking change, sent after the transaction committed. Never
 * throws: a mail failure is logged and must not undo or fail the booking.
 */
export async function mailBookingEvent(
  _deps: { mailer: Mailer; publicUrl: string; log?: { error: (obj: unknown, msg: string) => void } },
  _event: BookingEvent,
): Promise<void> {}
