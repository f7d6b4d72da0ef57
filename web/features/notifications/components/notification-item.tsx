import {
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CircleCheckBig,
  CreditCard,
  type LucideIcon,
  MessageSquare,
  Star,
  Trash2,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatTimeAgo } from '#shared/format.ts';
import type { NotificationType } from '#shared/notification-types.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { notificationHref } from '../lib/notification-href.ts';

const typeIcons: Record<NotificationType, LucideIcon> = {
  booking_request: CalendarClock,
  booking_confirmed: CalendarCheck,
  booking_cancelled: CalendarX,
  booking_completed: CircleCheckBig,
  payment_received: CreditCard,
  review_received: Star,
  message_received: MessageSquare,
  reminder: Bell,
  // The bell every page already loads: a moderation notice costs the home route no icon of its own.
  moderation: Bell,
};

export type NotificationItemProps = {
  notification: Notification;
  /** Clicking the notification marks it read (spec §2). */
  onMarkRead: (id: string) => void;
  /** Called when the notification opens what it is about (the bell closes then). */
  onNavigate?: () => void;
  /** Shown only where deleting is offered (the dashboard tab). */
  onDelete?: (notification: Notification) => void;
  compact?: boolean;
};

export function NotificationItem({
  notification,
  onMarkRead,
  onNavigate,
  onDelete,
  compact = false,
}: NotificationItemProps) {
  const Icon = typeIcons[notification.type] ?? Bell;
  const unread = !notification.read;
  const href = notificationHref(notification);
  const label = `${unread ? 'Unread: ' : ''}${notification.title}. ${notification.message}`;
  const className = cn(
    'flex min-w-0 flex-1 items-start gap-3 rounded-xl text-left transition-colors',
    'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
    compact ? 'px-2.5 py-2.5' : 'px-3 py-3.5',
    unread && 'bg-accent-soft/50',
  );
  const content = (
    <>
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </span>
          <time dateTime={notification.createdAt} className="shrink-0 text-xs text-ink-muted">
            {formatTimeAgo(notification.createdAt)}
          </time>
        </span>
        <span className={cn('mt-0.5 block text-sm text-ink-muted', compact && 'line-clamp-2')}>
          {notification.message}
        </span>
      </span>
      {unread ? <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" /> : null}
    </>
  );
  const markRead = () => {
    if (unread) onMarkRead(notification.id);
  };
  return (
    <li className="group relative flex items-start gap-1">
      {href ? (
        <Link
          to={href}
          aria-label={label}
          className={className}
          onClick={() => {
            markRead();
            onNavigate?.();
          }}
        >
          {content}
        </Link>
      ) : (
        <button type="button" onClick={markRead} aria-label={label} className={className}>
          {content}
        </button>
      )}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="mt-2.5 text-ink-muted hover:text-danger"
          aria-label={`Delete notification: ${notification.title}`}
          onClick={() => onDelete(notification)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
