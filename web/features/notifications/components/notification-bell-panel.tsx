import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import type { NotificationFilter } from '../api/filters.ts';
import { notificationListQuery } from '../api/notifications-api.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../hooks/use-notification-actions.ts';
import { NotificationFilterBar } from './notification-filter-bar.tsx';
import { NotificationItem } from './notification-item.tsx';
import { NotificationListEmpty, NotificationListSkeleton } from './notification-list-states.tsx';

/** How many recent notifications the dropdown lists; the dashboard tab pages through the rest. */
export const BELL_LIST_LIMIT = 8;

export function NotificationBellPanel({
  unreadCount,
  onNavigate,
}: {
  unreadCount: number;
  onNavigate: () => void;
}) {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useQuery(notificationListQuery({ filter, page: 1, limit: BELL_LIST_LIMIT }));
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  return (
    <div className="flex max-h-[min(36rem,80vh)] flex-col">
      <div className="flex items-center justify-between gap-2 px-4 pt-3.5 pb-2">
        <h2 className="font-display text-lg font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0}
          onClick={() => markAllRead.mutate(undefined)}
        >
          <CheckCheck aria-hidden="true" />
          Mark all read
        </Button>
      </div>
      <NotificationFilterBar value={filter} onChange={setFilter} className="px-4 pb-2" />
      <div className="min-h-0 flex-1 overflow-y-auto border-t border-line px-2 py-1.5">
        {list.isPending ? (
          <NotificationListSkeleton />
        ) : list.isError ? (
          <ErrorState
            className="py-6"
            message={errorMessage(list.error, 'Could not load notifications')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.notifications.length === 0 ? (
          <NotificationListEmpty filter={filter} />
        ) : (
          <ul aria-label="Recent notifications" className="flex flex-col gap-0.5">
            {list.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onMarkRead={(id) => markRead.mutate(id)}
                onNavigate={onNavigate}
                compact
              />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-line p-2">
        <Link
          to="/dashboard?tab=notifications"
          onClick={onNavigate}
          className="block rounded-lg px-3 py-2 text-center text-sm font-medium text-accent-text hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          View all notifications
        </Link>
      </div>
    </div>
  );
}
