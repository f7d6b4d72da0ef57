import { eq } from 'drizzle-orm';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer.ts';
import { formatLongDate } from '#shared/booking-format.ts';
import type { NotificationData } from '#shared/schemas/notifications.ts';
import { zonedDate, zonedTime } from '#shared/zoned-time.ts';
import { describeSessionTime } from './booking-mail-layout.ts';
import {
  composeNewRequestMail,
  composeQuoteMail,
  composeRequestReceivedMail,
  composeStatusMail,
} from './booking-mail-templates.ts';
import { moneySentence, notifyArtistPaid, recordPaymentEvent } from './booking-payment-events.ts';
import { type bookings, services } from './tables.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventKind =
  | 'created'
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  | 'completed'
  | 'expired'
  | 'disputed'
  | 'quoted'
  | 'quote_accepted'
  | 'resolved';

export type BookingEvent = {
  kind: BookingEventKind;
  booking: BookingRow;
  artist: { id: string; name: string; email: string; timezone: string };
  /** Who caused it; 'system' for jobs. */
  actor: 'artist' | 'client' | 'system';
  /** Only on 'created': the plaintext self-service token for the guest's link (the row keeps its hash). */
  manageToken?: string;
  /** What left escrow with this change, in MACS hundredths (decision 020). */
  money?: { refund: number; release: number };
};

export type BookingMailDeps = {
  mailer: Mailer;
  publicUrl: string;
  log?: { error: (obj: unknown, msg: string) => void };
};

/** The booking's data addressed to its artist, or to its client (see `recipient`). */
export const forArtist = (data: NotificationData): NotificationData => ({ ...data, recipient: 'artist' });
export const forClient = (data: NotificationData): NotificationData => ({ ...data, recipient: 'client' });

/** The spec's notification data of a booking: date and time on the artist's clock, price in MACS hundredths. */
export async function describeBookingData(
  tx: Db,
  booking: BookingRow,
  timeZone: string,
): Promise<NotificationData> {
  // The agreed price; bookings from before paid sessions fall back to their service's.
  const [service] =
    booking.priceMacs === null && booking.serviceId
      ? await tx
          .select({ priceMacs: services.priceMacs })
          .from(services)
          .where(eq(services.id, booking.serviceId))
      : [];
  const price = booking.priceMacs ?? service?.priceMacs ?? null;
  return {
    clientName: booking.clientName,
    serviceType: booking.serviceName,
    date: zonedDate(booking.startsAt, timeZone),
    time: zonedTime(booking.startsAt, timeZone),
    ...(price === null ? {} : { price, currency: 'MACS' as const }),
    bookingId: booking.id,
  };
}

const withReason = (sentence: string, reason: string | null) =>
  reason?.trim() ? `${sentence} Reason: ${reason.trim()}` : sentence;

/**
 * In-app notifications for a booking change, written with the transaction of the change (if it
 * rolls back, nobody hears of it). Guests have no account: they only get mail.
 */
export async function recordBookingEvent(tx: Db, event: BookingEvent): Promise<void> {
  const { booking, artist } = event;
  const data = await describeBookingData(tx, booking, artist.timezone);
  const when = describeSessionTime(booking.startsAt, artist.timezone);
  const client = booking.clientUserId;
  switch (event.kind) {
    case 'created':
      await notify(
        tx,
        artist.id,
        'booking_request',
        'New booking request',
        `${booking.clientName} requested ${booking.serviceName} on ${formatLongDate(booking.startsAt, artist.timezone)} at ${data.time}`,
        forArtist(data),
      );
      return;
    case 'confirmed':
      if (client) {
        await notify(
          tx,
          client,
          'booking_confirmed',
          'Booking confirmed',
          `${artist.name} confirmed your ${booking.serviceName} on ${when}.`,
          forClient(data),
        );
      }
      return;
    case 'declined':
      // The spec has no booking_declined type; a declined request is announced as booking_cancelled.
      if (client) {
        await notify(
          tx,
          client,
          'booking_cancelled',
          'Booking declined',
          withReason(
            `${artist.name} declined your request for ${booking.serviceName} on ${when}.${moneySentence(event.money, 'client')}`,
            booking.declineReason,
          ),
          forClient(data),
        );
      }
      return;
    case 'cancelled':
      await notifyCancellation(tx, event, data, when);
      return;
    case 'completed':
      if (client) {
        await notify(
          tx,
          client,
          'booking_completed',
          'Session completed',
          `Your ${booking.serviceName} with ${artist.name} is complete. How did it go? Leave a review from My Bookings.`,
          forClient(data),
        );
      }
      await notifyArtistPaid(tx, event, data);
      return;
    default:
      await recordPaymentEvent(tx, event, data, when);
      if (event.kind === 'resolved') await notifyArtistPaid(tx, event, data);
  }
}

/** The other party hears of a cancellation: the artist when the client cancelled, else the signed-in client. */
async function notifyCancellation(tx: Db, event: BookingEvent, data: NotificationData, when: string) {
  const { booking, artist } = event;
  const byClient = (booking.cancelledBy ?? (event.actor === 'client' ? 'client' : 'artist')) === 'client';
  if (byClient) {
    await notify(
      tx,
      artist.id,
      'booking_cancelled',
      'Booking cancelled',
      withReason(
        `${booking.clientName} cancelled ${booking.serviceName} on ${when}.${moneySentence(event.money, 'artist')}`,
        booking.cancelReason,
      ),
      forArtist(data),
    );
    if (booking.clientUserId) {
      const back = moneySentence(event.money, 'client').trim();
      if (back) {
        await notify(
          tx,
          booking.clientUserId,
          'booking_cancelled',
          'Refund for your cancellation',
          back,
          forClient(data),
        );
      }
    }
    return;
  }
  if (!booking.clientUserId) return;
  await notify(
    tx,
    booking.clientUserId,
    'booking_cancelled',
    'Booking cancelled',
    withReason(
      `${artist.name} cancelled your ${booking.serviceName} on ${when}.${moneySentence(event.money, 'client')}`,
      booking.cancelReason,
    ),
    forClient(data),
  );
}

/** The mails a booking change sends: pure, so the templates are tested without a mailer. */
export function composeBookingEventMails(event: BookingEvent, publicUrl: string): MailMessage[] {
  const { booking, artist } = event;
  if (event.kind === 'created') {
    return [
      composeRequestReceivedMail(booking, artist, publicUrl, event.manageToken),
      composeNewRequestMail(booking, artist, publicUrl),
    ];
  }
  if (event.kind === 'quoted') return [composeQuoteMail(booking, artist, publicUrl)];
  if (event.kind === 'disputed' || event.kind === 'resolved' || event.kind === 'quote_accepted') return [];
  return [composeStatusMail(event.kind, booking, artist, publicUrl)];
}

/**
 * The e-mails for a booking change, sent after the transaction committed. Never throws: a mail
 * failure is logged and must not undo or fail the booking.
 */
export async function mailBookingEvent(deps: BookingMailDeps, event: BookingEvent): Promise<void> {
  let mails: MailMessage[];
  try {
    mails = composeBookingEventMails(event, deps.publicUrl);
  } catch (err) {
    deps.log?.error({ err, bookingId: event.booking.id }, 'booking mail could not be composed');
    return;
  }
  // One failing recipient must not keep the other's mail from going out.
  await Promise.all(
    mails.map(async (mail) => {
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        deps.log?.error(
          { err, bookingId: event.booking.id, subject: mail.subject },
          'booking mail could not be sent',
        );
      }
    }),
  );
}
