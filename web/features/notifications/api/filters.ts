import { NOTIFICATION_BADGE_MAX } from '#shared/constants.ts';
import { type Notification, notificationCategoryTypes } from '#shared/schemas/notifications.ts';

/** Spec §2: the bell and the dashboard tab filter by all, unread, booking, payment, review, message. */
export const notificationFilters = ['all', 'unread', 'booking', 'payment', 'review', 'message'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

export const notificationFilterLabels: Record<NotificationFilter, string> = {
  all: 'All',
  unread: 'Unread',
  booking: 'Booking',
  payment: 'Payment',
  review: 'Review',
  message: 'Message',
};

export function isNotificationFilter(value: unknown): value is NotificationFilter {
  return typeof value === 'string' && (notificationFilters as readonly string[]).includes(value);
}

/** The query string GET /notifications understands for a filter. */
export function filterToQuery(filter: NotificationFilter): Record<string, string> {
  if (filter === 'all') return {};
  if (filter === 'unread') return { read: 'false' };
  return { category: filter };
}

export function matchesFilter(notification: Notification, filter: NotificationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !notification.read;
  return (notificationCategoryTypes[filter] as readonly string[]).includes(notification.type);
}

/** Spec §9: the badge shows the count, and '9+' above 9. */
export function formatBadgeCount(count: number): string {
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}
