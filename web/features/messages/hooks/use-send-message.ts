import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '#shared/schemas/messages.ts';
import { messageKeys, refreshMessageSummaries, sendMessage } from '../api/messages-api.ts';

type CachedPage = { success: true; data: MessagePage };
/** A message shown before the server has it; `pending` until the answer comes. */
export type ThreadMessage = Message & { pending?: boolean };

const appendTo = (page: CachedPage | undefined, message: ThreadMessage): CachedPage | undefined =>
  page && { ...page, data: { ...page.data, messages: [...page.data.messages, message] } };

/**
 * Sends a message and shows it at once; if the server refuses, the thread goes back to what it
 * was and the caller gets the error (and keeps the text) to show beside the composer.
 */
export function useSendMessage(conversationId: string, me: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const key = messageKeys.thread(conversationId);
  return useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CachedPage>(key);
      const optimistic: ThreadMessage = {
        id: `pending-${Date.now()}`,
        conversationId,
        senderId: me.id,
        senderName: me.name,
        mine: true,
        body,
        hiddenReason: null,
        createdAt: new Date().toISOString(),
        pending: true,
      };
      queryClient.setQueryData<CachedPage>(key, (page) => appendTo(page, optimistic));
      return { previous, optimisticId: optimistic.id };
    },
    onError: (_error, _body, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (message, _body, context) => {
      queryClient.setQueryData<CachedPage>(key, (page) =>
        page
          ? {
              ...page,
              data: {
                ...page.data,
                messages: page.data.messages.map((m) => (m.id === context?.optimisticId ? message : m)),
              },
            }
          : page,
      );
      void refreshMessageSummaries(queryClient);
    },
  });
}
