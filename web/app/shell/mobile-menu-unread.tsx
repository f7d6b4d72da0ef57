import { useUnreadMessages } from '#web/features/messages/hooks/use-unread-messages.ts';
import { formatBadgeCount } from '#web/features/notifications/api/filters.ts';
import { CountBadge } from '#web/ui/count-badge.tsx';

/**
 * On a phone the Messages link sits inside the menu sheet, so the menu button carries its unread
 * count: the badge for the eye, the exact number in the button's name for a screen reader. Loaded
 * only for someone signed in, like the bell.
 */
export function MobileMenuUnread() {
  const unread = useUnreadMessages(true);
  if (unread === 0) return null;
  return (
    <>
      <CountBadge data-testid="menu-messages-badge">{formatBadgeCount(unread)}</CountBadge>
      <span className="sr-only">{`, ${unread} unread ${unread === 1 ? 'message' : 'messages'}`}</span>
    </>
  );
}
