/**
 * The eight notification types of the spec (section 3, Notification), and Easel's `moderation`:
 * an operator decided a report, hid or restored someone's content, or suspended an account.
 */
export const notificationTypes = [
  'booking_request',
  'booking_confirmed',
  'booking_cancelled',
  'booking_completed',
  'payment_received',
  'review_received',
  'message_received',
  'reminder',
  'moderation',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
