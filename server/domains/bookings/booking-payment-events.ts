import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { formatMacs } from '#shared/macs.ts';
import type { NotificationData } from '#shared/schemas/notifications.ts';
import type { BookingEvent } from './booking-events.ts';

/**
 * The in-app notices of paid sessions (decision 020): what moved in escrow, a quote, a dispute,
 * an expiry and an operator's decision. Written in the transaction of the change.
 */

type Money = { refund: number; release: number };

/** "75.00 MACS were refunded to your wallet." for the client, or the artist's side of it. */
export function moneySentence(money: Money | undefined, to: 'client' | 'artist'): string {
  if (!money) return '';
  if (to === 'client' && money.refund > 0)
    return ` ${formatMacs(money.refund)} were refunded to your wallet.`;
  if (to === 'artist' && money.release > 0) return ` ${formatMacs(money.release)} were paid to your wallet.`;
  return '';
}

/** The artist hears that escrow paid them (completion, a late cancellation, a decided dispute). */
export async function notifyArtistPaid(tx: Db, event: BookingEvent, data: NotificationData) {
  const release = event.money?.release ?? 0;
  if (release <= 0) return;
  await notify(
    tx,
    event.artist.id,
    'payment_received',
    'Session payment received',
    `${formatMacs(release)} for ${event.booking.serviceName} (${event.booking.reference}) were paid to your wallet.`,
    { ...data, recipient: 'artist', amount: release, currency: 'MACS' },
  );
}

export async function recordPaymentEvent(
  tx: Db,
  event: BookingEvent,
  data: NotificationData,
  when: string,
): Promise<void> {
  const { booking, artist } = event;
  const client = booking.clientUserId;
  const forClient = { ...data, recipient: 'client' as const };
  const forArtist = { ...data, recipient: 'artist' as const };
  switch (event.kind) {
    case 'quoted':
      if (client && booking.quotePriceMacs !== null) {
        await notify(
          tx,
          client,
          'booking_request',
          'Quote received',
          `${artist.name} quoted ${formatMacs(booking.quotePriceMacs)} for ${booking.serviceName} on ${when}. Accept it from My Bookings to confirm the session.`,
          forClient,
        );
      }
      return;
    case 'quote_accepted':
      await notify(
        tx,
        artist.id,
        'booking_confirmed',
        'Quote accepted',
        `${booking.clientName} accepted your quote for ${booking.serviceName} on ${when}. The payment is held in escrow until the session is completed.`,
        forArtist,
      );
      return;
    case 'expired':
      if (client) {
        await notify(
          tx,
          client,
          'booking_cancelled',
          'Request expired',
          `Your request for ${booking.serviceName} on ${when} expired before it was confirmed.${moneySentence(event.money, 'client')}`,
          forClient,
        );
      }
      await notify(
        tx,
        artist.id,
        'booking_cancelled',
        'Request expired',
        `The request from ${booking.clientName} for ${booking.serviceName} on ${when} expired unanswered.`,
        forArtist,
      );
      return;
    case 'disputed':
      await notify(
        tx,
        artist.id,
        'booking_cancelled',
        'Session disputed',
        `${booking.clientName} opened a dispute about ${booking.serviceName} on ${when}. The payment stays held until our team decides.`,
        forArtist,
      );
      return;
    case 'resolved': {
      const text = `Our team decided the dispute about ${booking.serviceName} (${booking.reference}).`;
      if (client) {
        await notify(
          tx,
          client,
          'moderation',
          'Dispute decided',
          `${text}${moneySentence(event.money, 'client')}`,
          forClient,
        );
      }
      await notify(
        tx,
        artist.id,
        'moderation',
        'Dispute decided',
        `${text}${moneySentence(event.money, 'artist')}`,
        forArtist,
      );
      return;
    }
    default:
      return;
  }
}
