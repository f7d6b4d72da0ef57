import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Message } from '#shared/schemas/messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { UnlessBlocked } from '#web/lib/reporting/you-blocked-notice.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button, buttonClasses } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { fetchOlderMessages, refreshMessageSummaries, threadQuery } from '../api/messages-api.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { ConversationMenu } from './conversation-menu.tsx';
import { describeSubject } from './conversation-subject.ts';
import { MessageBubbles } from './message-bubbles.tsx';
import { MessageComposer } from './message-composer.tsx';

export const THREAD_FAILED_MESSAGE = 'Failed to load this conversation. Please try again.';
export const SEND_FAILED_MESSAGE = 'Your message was not sent. Please try again.';

type ThreadProps = { conversationId: string; me: { id: string; name: string }; backHref: string };

function ThreadSkeleton() {
  return (
    <div className="flex flex-1 flex-col gap-4 p-4" role="status" aria-label="Loading messages">
      <Skeleton className="h-10 w-2/3 self-start rounded-2xl" />
      <Skeleton className="h-14 w-1/2 self-end rounded-2xl" />
      <Skeleton className="h-10 w-3/5 self-start rounded-2xl" />
    </div>
  );
}

/** One conversation: who and what it is about, the messages (older ones on demand) and the composer. */
export function MessageThread({ conversationId, me, backHref }: ThreadProps) {
  const queryClient = useQueryClient();
  const query = useQuery(threadQuery(conversationId));
  const send = useSendMessage(conversationId, me);
  const [older, setOlder] = useState<{ messages: Message[]; before: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const page = query.data;
  const messages = page ? [...(older?.messages ?? []), ...page.messages] : [];
  const before = older ? older.before : (page?.nextBefore ?? null);
  const newestId = page?.messages.at(-1)?.id;

  // Reading the thread marked it read on the server: the list and the icon catch up.
  useEffect(() => {
    if (query.dataUpdatedAt) void refreshMessageSummaries(queryClient);
  }, [query.dataUpdatedAt, queryClient]);

  useEffect(() => {
    if (newestId && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [newestId]);

  async function showEarlier() {
    if (!before) return;
    setLoadingOlder(true);
    try {
      const earlier = await fetchOlderMessages(conversationId, before);
      setOlder({ messages: [...earlier.messages, ...(older?.messages ?? [])], before: earlier.nextBefore });
    } catch (error) {
      toast.error(errorMessage(error, THREAD_FAILED_MESSAGE));
    } finally {
      setLoadingOlder(false);
    }
  }

  const other = page?.conversation.otherParty;
  return (
    <section
      aria-label={other ? `Conversation with ${other.name}` : 'Conversation'}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-line p-3 sm:p-4">
        <Link
          to={backHref}
          className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
          aria-label="Back to conversations"
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        {other && page ? (
          <>
            <Avatar name={other.name} src={other.avatarUrl} size="md" decorative />
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold">{other.name}</h2>
              <p className="truncate text-xs text-ink-muted">{describeSubject(page.conversation.subject)}</p>
            </div>
            <ConversationMenu other={other} />
          </>
        ) : (
          <Skeleton className="h-10 w-48" />
        )}
      </header>
      {query.isPending ? <ThreadSkeleton /> : null}
      {query.isError ? (
        <ErrorState
          className="m-4 border-0"
          title="This conversation could not be loaded"
          message={errorMessage(query.error, THREAD_FAILED_MESSAGE)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {page && other ? (
        <>
          {/* Focusable so the history scrolls from the keyboard; a log, so new messages are announced. */}
          <div
            ref={scroller}
            role="log"
            aria-label="Message history"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
            tabIndex={0}
            className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {before ? (
              <Button
                variant="outline"
                size="sm"
                className="self-center"
                onClick={showEarlier}
                loading={loadingOlder}
              >
                Show earlier messages
              </Button>
            ) : null}
            {messages.length === 0 ? (
              <p className="m-auto flex max-w-xs flex-col items-center gap-2 text-center text-sm text-ink-muted">
                <MessagesSquare aria-hidden="true" className="size-6 text-accent-text" />
                No messages yet. Say hello to {other.name}: ask a question or share what you have in mind.
              </p>
            ) : (
              <MessageBubbles messages={messages} />
            )}
          </div>
          <UnlessBlocked person={other} cannot="message them" className="m-3 sm:m-4">
            <MessageComposer
              recipientName={other.name}
              error={send.isError ? errorMessage(send.error, SEND_FAILED_MESSAGE) : null}
              onSend={(body) => send.mutateAsync(body)}
            />
          </UnlessBlocked>
        </>
      ) : null}
    </section>
  );
}
