import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { conversationHref, MESSAGES_PATH } from '#web/lib/app-links.ts';
import { buttonClasses } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { conversationsQuery, openBookingConversation, refreshMessageSummaries } from '../api/messages-api.ts';
import { useMessagesLiveRefresh } from '../hooks/use-messages-live-refresh.ts';
import { ConversationList, ConversationListSkeleton } from './conversation-list.tsx';
import { MessageThread } from './message-thread.tsx';

export const CONVERSATIONS_FAILED_MESSAGE = 'Failed to load your conversations. Please try again.';
export const OPEN_FAILED_MESSAGE = 'This conversation could not be opened. Please try again.';

/** `?booking={id}`: opens (or creates) that booking's conversation, then shows it by its own id. */
function OpenBookingConversation({ bookingId }: { bookingId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: () => openBookingConversation(bookingId),
    onSuccess: (conversation) => {
      void refreshMessageSummaries(queryClient);
      navigate(conversationHref(conversation.id), { replace: true });
    },
  });
  const { mutate } = open;
  useEffect(() => mutate(), [mutate]);
  if (open.isError) {
    return (
      <ErrorState
        className="m-4 border-0"
        title="This conversation could not be opened"
        message={errorMessage(open.error, OPEN_FAILED_MESSAGE)}
        onRetry={() => open.mutate()}
        retrying={open.isPending}
      />
    );
  }
  return <LoadingState label="Opening the conversation..." className="m-auto" />;
}

/**
 * The Messages tab: conversations on the left and the open one on the right; on a phone the list
 * and the thread take turns, with a way back. Live: message notifications refresh everything.
 */
export function MessagesPanel({
  me,
  bookingsHref,
}: {
  me: { id: string; name: string };
  /** Where this person's bookings are (the artist's dashboard tab or My Bookings). */
  bookingsHref: string;
}) {
  useMessagesLiveRefresh();
  const [params] = useSearchParams();
  const selectedId = params.get('conversation');
  const bookingId = params.get('booking');
  const list = useQuery(conversationsQuery());
  const showingThread = Boolean(selectedId || bookingId);

  let listBody: ReactNode;
  if (list.isPending) listBody = <ConversationListSkeleton />;
  else if (list.isError) {
    listBody = (
      <ErrorState
        className="m-2 border-0 px-2"
        title="Your conversations could not be loaded"
        message={errorMessage(list.error, CONVERSATIONS_FAILED_MESSAGE)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    listBody = (
      <EmptyState
        headingLevel={3}
        icon={MessagesSquare}
        className="m-2 border-0 px-2"
        title="No messages yet"
        description="A conversation starts from a booking or a marketplace offer: open one of your bookings and choose Message to write to the other person."
        action={
          <Link to={bookingsHref} className={buttonClasses({ variant: 'outline' })}>
            Go to bookings
          </Link>
        }
      />
    );
  } else listBody = <ConversationList conversations={list.data} selectedId={selectedId} />;

  let threadBody: ReactNode;
  if (bookingId && !selectedId)
    threadBody = <OpenBookingConversation key={bookingId} bookingId={bookingId} />;
  else if (selectedId) {
    threadBody = (
      <MessageThread key={selectedId} conversationId={selectedId} me={me} backHref={MESSAGES_PATH} />
    );
  } else {
    threadBody = (
      <p className="m-auto max-w-xs p-6 text-center text-sm text-ink-muted">
        Choose a conversation to read it and reply.
      </p>
    );
  }

  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <h2 id="messages-heading" className="font-display text-2xl font-semibold">
        Messages
      </h2>
      <div className="grid h-[min(44rem,calc(100dvh-10rem))] min-h-[28rem] grid-cols-1 overflow-hidden rounded-card border border-line bg-surface shadow-soft md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div
          className={cn(
            'min-h-0 overflow-y-auto border-line p-2 md:border-r',
            showingThread && 'hidden md:block',
          )}
        >
          {listBody}
        </div>
        <div className={cn('flex min-h-0 flex-col', !showingThread && 'hidden md:flex')}>{threadBody}</div>
      </div>
    </section>
  );
}
