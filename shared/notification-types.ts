/** The eight notification types of the spec (section 3, Notification). */
export const notificationTypes = [
  'booking_request',
  'booking_confirmed',
  'booking_cancelled',
  'booking_completed',
  'payment_received',
  'review_received',
  'message_received',
  'reminder',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
