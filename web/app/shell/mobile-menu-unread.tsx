import { useUnreadMessages } from '#web/features/messages/hooks/use-unread-messages.ts';
import { formatBadgeCount } from '#web/features/notifications/api/filters.ts';
import { CountBadge } from '#web/ui/count-badge.tsx';

/**
 * On a phone the Messages link sits inside the menu sheet, so the menu button carries its unread
 * count: the badge for the eye, the exact number in the button's name for a screen reader. Loaded
 * only for someone signed in, like the bell. It writes the button's whole name (`name` plus the
 * count) as one piece of text: split across elements, browsers name it "Open menu , 2 unread".
 */
export function MobileMenuUnread({ name }: { name: string }) {
  const unread = useUnreadMessages(true);
  if (unread === 0) return <span className="sr-only">{name}</span>;
  return (
    <>
      <span className="sr-only">{`${name}, ${unread} unread ${unread === 1 ? 'message' : 'messages'}`}</span>
      <CountBadge data-testid="menu-messages-badge">{formatBadgeCount(unread)}</CountBadge>
    </>
  );
}
