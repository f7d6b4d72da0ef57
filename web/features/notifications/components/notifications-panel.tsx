import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Notification } from '#shared/schemas/notifications.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import type { NotificationFilter } from '../api/filters.ts';
import { notificationListQuery } from '../api/notifications-api.ts';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../hooks/use-notification-actions.ts';
import { DeleteNotificationDialog } from './delete-notification-dialog.tsx';
import { NotificationFilterBar } from './notification-filter-bar.tsx';
import { NotificationItem } from './notification-item.tsx';
import { NotificationListEmpty, NotificationListSkeleton } from './notification-list-states.tsx';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The dashboard's Notifications tab: every notification, filtered and paged, with read and delete. */
export function NotificationsPanel() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Notification | null>(null);
  const list = useQuery({
    ...notificationListQuery({ filter, page, limit: NOTIFICATIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const unreadCount = list.data?.unreadCount ?? 0;

  // Deleting the last item of the last page would leave an empty page behind.
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);

  const changeFilter = (next: NotificationFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="notifications-heading" className="font-display text-2xl font-semibold">
            Notifications
          </h2>
          <p className="text-sm text-ink-muted">{unreadCount > 0 ? `${unreadCount} unread` : 'All read'}</p>
        </div>
        <Button variant="outline" size="sm" disabled={unreadCount === 0} onClick={() => markAllRead.mutate()}>
          <CheckCheck aria-hidden="true" />
          Mark all read
        </Button>
      </div>
      <NotificationFilterBar value={filter} onChange={changeFilter} />
      <div className="rounded-card border border-line bg-surface p-2 shadow-soft">
        {list.isPending ? (
          <NotificationListSkeleton rows={5} />
        ) : list.isError ? (
          <ErrorState
            message={errorMessage(list.error, 'Could not load notifications')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.notifications.length === 0 ? (
          <NotificationListEmpty filter={filter} />
        ) : (
          <ul aria-label="Notifications" className="flex flex-col gap-1">
            {list.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onMarkRead={(id) => markRead.mutate(id)}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label="Notification pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <p className="text-sm text-ink-muted tabular-nums">
            Page {page} of {pages}
          </p>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
      <DeleteNotificationDialog
        notification={toDelete}
        onConfirm={(notification) => remove.mutate(notification.id)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
