import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { NOTIFICATION_POLL_MS } from '#shared/constants.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { CountBadge } from '#web/ui/count-badge.tsx';
import { formatBadgeCount } from '../api/filters.ts';
import { unreadCountQuery } from '../api/notifications-api.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { NotificationBellPanel } from './notification-bell-panel.tsx';

/**
 * The bell in the top navigation (signed-in users): unread badge ('9+' above 9), a dropdown of
 * recent notifications with filters, live updates over SSE and a 30 s poll while the stream is down.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { status, token } = useAuth();
  const signedIn = status === 'authenticated';
  const stream = useNotificationStream(signedIn ? token : null);
  const unread = useQuery({
    ...unreadCountQuery(),
    enabled: signedIn,
    refetchInterval: stream === 'open' ? false : NOTIFICATION_POLL_MS,
  });
  const [open, setOpen] = useState(false);
  const count = unread.data ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className={cn('relative', className)}>
          <Bell aria-hidden="true" />
          {count > 0 ? (
            <CountBadge data-testid="notification-badge">{formatBadgeCount(count)}</CountBadge>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-lifted animate-fade-in"
        >
          <NotificationBellPanel unreadCount={count} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
