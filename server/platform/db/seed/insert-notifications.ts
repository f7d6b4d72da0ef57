import { notifications } from '#server/domains/notifications/tables.ts';
import type { NotificationType } from '#shared/notification-types.ts';
import { zonedDate, zonedTime } from '#shared/zoned-time.ts';
import { specServices } from './catalogue.ts';
import { daysFrom, type SeedContext } from './context.ts';
import { DEMO_ARTIST_USERNAME, DEMO_SUPPORTER_USERNAME } from './demo-accounts.ts';
import type { SeededBooking } from './insert-bookings.ts';
import { PURCHASED_ARTWORK } from './insert-wallet.ts';

type Row = typeof notifications.$inferInsert;

/** A few of each kind, some unread, for the demo artist's and demo supporter's bells. */
export async function insertNotifications(
  ctx: SeedContext,
  seededBookings: SeededBooking[],
  purchaseMacs: number,
): Promise<void> {
  const { now } = ctx;
  const maya = ctx.artists.get(DEMO_ARTIST_USERNAME)!;
  const sam = ctx.supporters.get(DEMO_SUPPORTER_USERNAME)!;
  const tz = maya.data.timezone;
  const mayaBookings = seededBookings.filter((b) => b.artist === DEMO_ARTIST_USERNAME);
  const find = (status: string, client?: string) =>
    mayaBookings.find((b) => b.status === status && (!client || b.clientName === client))!;
  const bookingData = (b: SeededBooking) => ({
    bookingId: b.id,
    clientName: b.clientName,
    serviceType: specServices.find((s) => s.slug === b.service)!.name,
    date: zonedDate(b.startsAt, tz),
    time: zonedTime(b.startsAt, tz),
  });
  const row = (
    userId: string,
    type: NotificationType,
    title: string,
    message: string,
    data: Record<string, unknown>,
    hoursAgo: number,
    read: boolean,
  ): Row => ({
    userId,
    type,
    title,
    message,
    data,
    read,
    createdAt: daysFrom(now, 0, -hoursAgo),
  });

  const pendingSam = find('pending', sam.name);
  const pendingGuest = find('pending', 'Olivia Parker');
  const completed = find('completed', sam.name);
  const confirmedSam = find('confirmed', sam.name);
  const rows: Row[] = [
    row(
      maya.id,
      'booking_request',
      'New booking request',
      `${pendingSam.clientName} requested Custom Ceramic Piece`,
      bookingData(pendingSam),
      2,
      false,
    ),
    row(
      maya.id,
      'booking_request',
      'New booking request',
      `${pendingGuest.clientName} requested Portrait Session`,
      bookingData(pendingGuest),
      20,
      false,
    ),
    row(
      maya.id,
      'payment_received',
      'Payment received',
      `${sam.name} bought ${PURCHASED_ARTWORK} for ${purchaseMacs / 100} MACS`,
      { amount: purchaseMacs / 100, price: purchaseMacs / 100 },
      121,
      false,
    ),
    row(
      maya.id,
      'review_received',
      'New 5-star review',
      `${sam.name} reviewed your Workshop Session`,
      { ...bookingData(completed), rating: 5, review: completed.review!.body },
      200,
      true,
    ),
    row(
      maya.id,
      'message_received',
      'New message',
      `${sam.name}: Looking forward to the consultation!`,
      { bookingId: confirmedSam.id, clientName: sam.name },
      5,
      false,
    ),
    row(
      maya.id,
      'reminder',
      'Upcoming session',
      `Art Consultation with ${sam.name} in 2 days`,
      { ...bookingData(confirmedSam), recipient: 'artist' },
      26,
      true,
    ),
    row(
      sam.id,
      'booking_confirmed',
      'Booking confirmed',
      `${maya.name} confirmed your Art Consultation`,
      bookingData(confirmedSam),
      30,
      false,
    ),
    row(
      sam.id,
      'booking_completed',
      'Session completed',
      `Your Workshop Session with ${maya.name} is complete. How was it?`,
      bookingData(completed),
      280,
      true,
    ),
    row(
      sam.id,
      'reminder',
      'Upcoming session',
      `Art Consultation with ${maya.name} in 2 days`,
      { ...bookingData(confirmedSam), recipient: 'client' },
      26,
      false,
    ),
    row(
      sam.id,
      'message_received',
      'New message',
      `${maya.name}: Bring an apron, it gets messy!`,
      { bookingId: confirmedSam.id },
      4,
      true,
    ),
  ];
  await ctx.tx.insert(notifications).values(rows);
}
