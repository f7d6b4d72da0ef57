import { LayoutDashboard, LogOut, MessageSquare } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useUnreadMessages } from '#web/features/messages/hooks/use-unread-messages.ts';
import { formatBadgeCount } from '#web/features/notifications/api/filters.ts';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { CountBadge } from '#web/ui/count-badge.tsx';
import { Tooltip } from '#web/ui/tooltip.tsx';

type AccountActionsProps = {
  /** 'bar' for the desktop header, 'sheet' for the stacked mobile menu. */
  layout?: 'bar' | 'sheet';
  /** Called after any action, so the mobile menu can close. */
  onAction?: () => void;
};

const MESSAGES_PATH = '/dashboard?tab=messages';

/** Signed out: the two ways in. Signed in: messages, Dashboard and Logout (the bell sits beside). */
export function AccountActions({ layout = 'bar', onAction }: AccountActionsProps) {
  const { status, user, logout } = useAuth();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  const stacked = layout === 'sheet';
  const unreadMessages = useUnreadMessages(status === 'authenticated');
  const messagesLabel = unreadMessages > 0 ? `Messages, ${unreadMessages} unread` : 'Messages';
  const groupClasses = cn('flex gap-2', stacked ? 'flex-col items-stretch' : 'items-center');

  if (status === 'anonymous' || !user) {
    return (
      <div className={groupClasses}>
        <Button
          variant="outline"
          size={stacked ? 'lg' : 'md'}
          onClick={() => {
            onAction?.();
            authDialog.open('login');
          }}
        >
          Connect Wallet
        </Button>
        <Button
          size={stacked ? 'lg' : 'md'}
          onClick={() => {
            onAction?.();
            authDialog.open('register');
          }}
        >
          Join as Creator
        </Button>
      </div>
    );
  }

  async function signOut() {
    onAction?.();
    await logout();
    navigate('/');
  }

  return (
    <div className={groupClasses}>
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
