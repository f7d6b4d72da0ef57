import { BellOff } from 'lucide-react';
import { Skeleton } from '#web/ui/skeleton.tsx';
import type { NotificationFilter } from '../api/filters.ts';

const emptyTexts: Record<NotificationFilter, string> = {
  all: 'No notifications yet. Booking requests, payments, reviews and messages will show up here.',
  unread: 'You are all caught up: no unread notifications.',
  booking: 'No booking notifications.',
  payment: 'No payment notifications.',
  review: 'No review notifications.',
  message: 'No message notifications.',
};

export function NotificationListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-label="Loading notifications" className="flex flex-col gap-2 p-1">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i} className="flex gap-3 px-2 py-2">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NotificationListEmpty({ filter }: { filter: NotificationFilter }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <BellOff aria-hidden="true" className="size-6 text-ink-muted" />
      <p className="max-w-xs text-sm text-ink-muted">{emptyTexts[filter]}</p>
    </div>
  );
}
