import { LayoutDashboard, LogOut, MessageSquare, ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useUnreadMessages } from '#web/features/messages/hooks/use-unread-messages.ts';
import { formatBadgeCount } from '#web/features/notifications/api/filters.ts';
import { MESSAGES_PATH } from '#web/lib/app-links.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { CountBadge } from '#web/ui/count-badge.tsx';
import { Tooltip } from '#web/ui/tooltip.tsx';

type SignedInActionsProps = {
  stacked: boolean;
  onAction?: (() => void) | undefined;
};

/**
 * Messages, Dashboard and Logout. Its own module, loaded only once someone is signed in, so the
 * tooltip and message machinery stay out of a visitor's first download.
 */
export function SignedInActions({ stacked, onAction }: SignedInActionsProps) {
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const unreadMessages = useUnreadMessages(status === 'authenticated');
  const messagesLabel = unreadMessages > 0 ? `Messages, ${unreadMessages} unread` : 'Messages';

  async function signOut() {
    onAction?.();
    await logout();
    navigate('/');
  }

  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col items-stretch' : 'items-center')}>
      {stacked ? (
        <Button asChild variant="outline" size="lg">
          <Link to={MESSAGES_PATH} onClick={onAction} aria-label={messagesLabel}>
            <MessageSquare aria-hidden="true" />
            Messages
            {unreadMessages > 0 ? (
              <CountBadge className="static ring-0">{formatBadgeCount(unreadMessages)}</CountBadge>
            ) : null}
          </Link>
        </Button>
      ) : (
        <Tooltip content="Messages" side="bottom">
          <Button asChild variant="ghost" size="icon" className="relative">
            <Link to={MESSAGES_PATH} aria-label={messagesLabel}>
              <MessageSquare aria-hidden="true" />
              {unreadMessages > 0 ? (
                <CountBadge data-testid="messages-badge">{formatBadgeCount(unreadMessages)}</CountBadge>
              ) : null}
            </Link>
          </Button>
        </Tooltip>
      )}
      {user?.role !== 'admin' ? null : stacked ? (
        <Button asChild variant="outline" size="lg">
          <Link to="/admin" onClick={onAction}>
            <ShieldCheck aria-hidden="true" />
            Operator console
          </Link>
        </Button>
      ) : (
        <Tooltip content="Operator console" side="bottom">
          <Button asChild variant="ghost" size="icon">
            <Link to="/admin" aria-label="Operator console">
              <ShieldCheck aria-hidden="true" />
            </Link>
          </Button>
        </Tooltip>
      )}
      <Button asChild variant={stacked ? 'primary' : 'secondary'} size={stacked ? 'lg' : 'md'}>
        <Link to="/dashboard" onClick={onAction}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      <Button variant="ghost" size={stacked ? 'lg' : 'md'} onClick={signOut}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
