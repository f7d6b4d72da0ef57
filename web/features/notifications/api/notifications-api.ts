import { queryOptions } from '@tanstack/react-query';
import type {
  Notification,
  NotificationListResponse,
  UnreadCountResponse,
} from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { filterToQuery, type NotificationFilter } from './filters.ts';

export type NotificationListParams = { filter: NotificationFilter; page: number; limit: number };

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export function notificationListQuery(params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<NotificationListResponse>('/notifications', {
        signal,
        query: { ...filterToQuery(params.filter), page: params.page, limit: params.limit },
      }),
  });
}

export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api.get<UnreadCountResponse>('/notifications/unread-count', { signal }),
    select: (body) => body.count,
  });
}

export const markNotificationRead = (id: string) =>
  api.patch<{ success: true; notification: Notification }>(`/notifications/${encodeURIComponent(id)}/read`);

export const markAllNotificationsRead = () =>
  api.post<{ success: true; updated: number }>('/notifications/read-all');

export const deleteNotification = (id: string) =>
  api.delete<{ success: true }>(`/notifications/${encodeURIComponent(id)}`);
