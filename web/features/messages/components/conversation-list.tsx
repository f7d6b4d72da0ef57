import { Link } from 'react-router';
import { formatTimeAgo } from '#shared/format.ts';
import type { Conversation } from '#shared/schemas/messages.ts';
import { conversationHref } from '#web/lib/app-links.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { cn } from '#web/ui/cn.ts';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { describeSubject } from './conversation-subject.ts';

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { otherParty, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  return (
    <Link
      to={conversationHref(conversation.id)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-surface-muted',
        'focus-visible:outline-2 focus-visible:outline-ring',
        selected && 'bg-accent-soft hover:bg-accent-soft',
      )}
    >
      <Avatar name={otherParty.name} src={otherParty.avatarUrl} size="md" decorative />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{otherParty.name}</span>
          {lastMessage ? (
            <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-ink-muted">
              {formatTimeAgo(lastMessage.sentAt)}
            </time>
          ) : null}
        </span>
        <span className="truncate text-xs text-ink-muted">{describeSubject(conversation.subject)}</span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'text-ink' : 'text-ink-muted')}>
            {lastMessage ? `${lastMessage.mine ? 'You: ' : ''}${lastMessage.preview}` : 'No messages yet'}
          </span>
          {unread ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink tabular-nums">
              <span className="sr-only">{unreadCount} unread</span>
              <span aria-hidden="true">{unreadCount}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** The conversations column: the other person, what it is about, the last word and what waits unread. */
export function ConversationList({
  conversations,
  selectedId,
}: {
  conversations: Conversation[];
  selectedId: string | null;
}) {
  return (
    <ul aria-label="Conversations" className="flex flex-col gap-1">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow conversation={conversation} selected={conversation.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

export function ConversationListSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-3" role="status" aria-label="Loading conversations">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
