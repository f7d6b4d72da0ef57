import type { QueryClient } from '@tanstack/react-query';
import type {
  Notification,
  NotificationListResponse,
  UnreadCountResponse,
} from '#shared/schemas/notifications.ts';
import { matchesFilter } from './filters.ts';
import { type NotificationListParams, notificationKeys } from './notifications-api.ts';

type ListEntry = [readonly unknown[], NotificationListResponse | undefined];

function listEntries(queryClient: QueryClient): ListEntry[] {
  return queryClient.getQueriesData<NotificationListResponse>({ queryKey: notificationKeys.lists() });
}

function paramsOf(key: readonly unknown[]): NotificationListParams {
  return key[2] as NotificationListParams;
}

function updateUnreadCount(queryClient: QueryClient, change: (count: number) => number) {
  queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), (old) =>
    old ? { ...old, count: Math.max(0, change(old.count)) } : old,
  );
  for (const [key, data] of listEntries(queryClient)) {
    if (data) queryClient.setQueryData(key, { ...data, unreadCount: Math.max(0, change(data.unreadCount)) });
  }
}

export function setUnreadCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { success: true, count });
}

/**
 * A live notification goes to the top of every first page it belongs on; later pages shift, so
 * they are only marked stale and refetch when next shown.
 */
export function addNotificationToCache(queryClient: QueryClient, notification: Notification) {
  // A list fetched after the event was sent already holds it, and its count already includes it.
  if (findCached(queryClient, notification.id)) return;
  for (const [key, data] of listEntries(queryClient)) {
    const params = paramsOf(key);
    if (!data) continue;
    if (params.page === 1 && matchesFilter(notification, params.filter)) {
      queryClient.setQueryData<NotificationListResponse>(key, {
        ...data,
        notifications: [notification, ...data.notifications].slice(0, params.limit),
        total: data.total + 1,
      });
    } else if (matchesFilter(notification, params.filter)) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  }
  if (!notification.read) updateUnreadCount(queryClient, (count) => count + 1);
}

function mapNotifications(queryClient: QueryClient, change: (n: Notification) => Notification) {
  for (const [key, data] of listEntries(queryClient)) {
    if (data) queryClient.setQueryData(key, { ...data, notifications: data.notifications.map(change) });
  }
}

function findCached(queryClient: QueryClient, id: string): Notification | undefined {
  for (const [, data] of listEntries(queryClient)) {
    const found = data?.notifications.find((n) => n.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Read items stay in an 'unread' list until it refetches, so nothing jumps under the pointer. */
export function markReadInCache(queryClient: QueryClient, id: string) {
  const wasUnread = findCached(queryClient, id)?.read === false;
  mapNotifications(queryClient, (n) => (n.id === id ? { ...n, read: true } : n));
  if (wasUnread) updateUnreadCount(queryClient, (count) => count - 1);
}

export function markAllReadInCache(queryClient: QueryClient) {
  mapNotifications(queryClient, (n) => (n.read ? n : { ...n, read: true }));
  updateUnreadCount(queryClient, () => 0);
}

export function removeFromCache(queryClient: QueryClient, id: string) {
  const wasUnread = findCached(queryClient, id)?.read === false;
  for (const [key, data] of listEntries(queryClient)) {
    if (!data?.notifications.some((n) => n.id === id)) continue;
    queryClient.setQueryData(key, {
      ...data,
      notifications: data.notifications.filter((n) => n.id !== id),
      total: Math.max(0, data.total - 1),
    });
  }
  if (wasUnread) updateUnreadCount(queryClient, (count) => count - 1);
}
