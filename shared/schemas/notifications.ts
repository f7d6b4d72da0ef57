import { z } from 'zod';
import { notificationTypes } from '#shared/notification-types.ts';
import { boundedInteger, numberQuery } from './bounds.ts';

export const notificationCategories = ['booking', 'payment', 'review', 'message', 'reminder'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** The bell and the dashboard filter by category; each maps to the spec's types. */
export const notificationCategoryTypes = {
  booking: ['booking_request', 'booking_confirmed', 'booking_cancelled', 'booking_completed'],
  payment: ['payment_received'],
  review: ['review_received'],
  message: ['message_received'],
  reminder: ['reminder'],
} as const satisfies Record<NotificationCategory, readonly (typeof notificationTypes)[number][]>;

export const notificationTypeSchema = z.enum(notificationTypes, {
  message: `Type must be one of ${notificationTypes.join(', ')}`,
});

/**
 * The spec's data fields. `price` and `amount` are integer minor units (DESIGN rule 5) in
 * `currency` (USD cents, MACS hundredths); `date` is YYYY-MM-DD and `time` HH:mm in the artist's zone.
 */
export const notificationDataSchema = z.object({
  clientName: z.string().max(200).optional(),
  serviceType: z.string().max(200).optional(),
  date: z.string().max(40).optional(),
  time: z.string().max(40).optional(),
  price: boundedInteger(
    0,
    Number.MAX_SAFE_INTEGER,
    'Price must be a whole number of cents or hundredths',
  ).optional(),
  amount: boundedInteger(
    0,
    Number.MAX_SAFE_INTEGER,
    'Amount must be a whole number of cents or hundredths',
  ).optional(),
  currency: z.enum(['USD', 'MACS']).optional(),
  rating: z.number().min(0).max(5).optional(),
  review: z.string().max(2000).optional(),
  bookingId: z.string().max(100).optional(),
  conversationId: z.string().max(100).optional(),
  mediaId: z.string().max(100).optional(),
  orderId: z.string().max(100).optional(),
  offerId: z.string().max(100).optional(),
  /** A short note from the sender, such as the message with an offer. */
  note: z.string().max(500).optional(),
  /**
   * Which side of a booking the notification is for (not in the spec): a cancellation or a
   * reminder goes to either, and the bell opens the artist's bookings or the client's.
   */
  recipient: z.enum(['artist', 'client']).optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  data: notificationDataSchema,
  read: z.boolean(),
  /** ISO 8601 ending in Z. */
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  read: z.enum(['true', 'false'], { message: 'Read must be true or false' }).optional(),
  type: notificationTypeSchema.optional(),
  category: z
    .enum(notificationCategories, {
      message: `Category must be one of ${notificationCategories.join(', ')}`,
    })
    .optional(),
  page: numberQuery('Page must be a whole number', (n) =>
    n.int('Page must be a whole number').min(1, 'Page must be 1 or more').max(100_000, 'Page is too large'),
  ).default(1),
  // Out-of-range limits are clamped rather than refused, so clients can ask for "many".
  limit: numberQuery('Limit must be a whole number', (n) => n.int('Limit must be a whole number'))
    .default(20)
    .transform((n) => Math.min(100, Math.max(1, n))),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  /** Matching the filters, across all pages. */
  total: z.number().int(),
  /** All of the caller's unread notifications, whatever the filters. */
  unreadCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ success: z.literal(true), count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationIdParamsSchema = z.object({
  id: z.uuid({ message: 'Notification id must be a valid id' }),
});

export const notificationResponseSchema = z.object({
  success: z.literal(true),
  notification: notificationSchema,
});

export const markAllReadResponseSchema = z.object({
  success: z.literal(true),
  /** How many were unread before. */
  updated: z.number().int(),
});

export const deleteNotificationResponseSchema = z.object({ success: z.literal(true) });

/** Development-only route (DEV_ROUTES=true): creates a notification for the caller. */
export const devNotificationBodySchema = z.object({
  type: notificationTypeSchema,
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(1000, 'Message must be at most 1000 characters'),
  data: notificationDataSchema.optional(),
});
export type DevNotificationBody = z.infer<typeof devNotificationBodySchema>;

/**
 * Server-Sent Events on GET /notifications/stream (read with fetch + bearer header):
 * - `event: ready`        data {@link streamReadySchema}, once on connect
 * - `event: notification` data {@link notificationSchema}, for each new notification of the caller
 * - `: ping` comment lines every 25 s keep proxies from closing the connection
 */
export const streamEventNames = ['ready', 'notification'] as const;
export type StreamEventName = (typeof streamEventNames)[number];
export const streamReadySchema = z.object({ unreadCount: z.number().int() });
export type StreamReady = z.infer<typeof streamReadySchema>;
export const streamNotificationSchema = notificationSchema;
