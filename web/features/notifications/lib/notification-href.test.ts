import { describe, expect, it } from 'vitest';
import type { Notification, NotificationData } from '#shared/schemas/notifications.ts';
import { notificationHref } from './notification-href.ts';

const BOOKING = '4c6f6e67-0000-4000-8000-000000000001';
const CONVERSATION = '4c6f6e67-0000-4000-8000-000000000002';

const make = (type: Notification['type'], data: NotificationData): Notification => ({
  id: '4c6f6e67-0000-4000-8000-0000000000ff',
  type,
  title: 'Title',
  message: 'Message',
  data,
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('notificationHref', () => {
  it('opens the conversation a message arrived in', () => {
    expect(notificationHref(make('message_received', { conversationId: CONVERSATION }))).toBe(
      `/dashboard?tab=messages&conversation=${CONVERSATION}`,
    );
    // A message about a booking that names no conversation opens (or starts) the booking's.
    expect(notificationHref(make('message_received', { bookingId: BOOKING }))).toBe(
      `/dashboard?tab=messages&booking=${BOOKING}`,
    );
  });

  it("opens a request or a review on the artist's booking", () => {
    const booking = `/dashboard?tab=bookings&booking=${BOOKING}`;
    expect(notificationHref(make('booking_request', { bookingId: BOOKING }))).toBe(booking);
    expect(notificationHref(make('review_received', { bookingId: BOOKING, rating: 5 }))).toBe(booking);
  });

  it("sends the client's news to My Bookings", () => {
    expect(notificationHref(make('booking_confirmed', { bookingId: BOOKING }))).toBe('/my-bookings');
    expect(notificationHref(make('booking_completed', { bookingId: BOOKING }))).toBe('/my-bookings');
  });

  it('sends a cancellation or a reminder to the side it was written for', () => {
    for (const type of ['booking_cancelled', 'reminder'] as const) {
      expect(notificationHref(make(type, { bookingId: BOOKING, recipient: 'artist' }))).toBe(
        `/dashboard?tab=bookings&booking=${BOOKING}`,
      );
      expect(notificationHref(make(type, { bookingId: BOOKING, recipient: 'client' }))).toBe('/my-bookings');
      expect(notificationHref(make(type, { bookingId: BOOKING }))).toBeNull();
    }
  });

  it('sends paid-session news to the side it was written for', () => {
    const booking = `/dashboard?tab=bookings&booking=${BOOKING}`;
    // A quote reaches the client; an accepted quote and a session payment reach the artist.
    expect(notificationHref(make('booking_request', { bookingId: BOOKING, recipient: 'client' }))).toBe(
      '/my-bookings',
    );
    expect(notificationHref(make('booking_confirmed', { bookingId: BOOKING, recipient: 'artist' }))).toBe(
      booking,
    );
    expect(
      notificationHref(make('payment_received', { bookingId: BOOKING, recipient: 'artist', amount: 12_000 })),
    ).toBe(booking);
  });

  it('stays put where there is nowhere better to go', () => {
    expect(notificationHref(make('payment_received', { amount: 2500, currency: 'USD' }))).toBeNull();
    expect(notificationHref(make('message_received', {}))).toBeNull();
  });
});
