import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Conversation, Message, MessagePage } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';

type Envelope<T> = { success: true; data: T };

export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  thread: (conversationId: string) => [...messageKeys.all, 'thread', conversationId] as const,
};

const threadPath = (id: string) => `/conversations/${encodeURIComponent(id)}/messages`;

/** GET /conversations: mine, most recent activity first. */
export function conversationsQuery() {
  return queryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ signal }) => api.get<Envelope<Conversation[]>>('/conversations', { signal }),
    select: (body) => body.data,
  });
}

/** GET /conversations/unread: the count on the navigation's message icon. */
export function unreadMessagesQuery() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => api.get<{ success: true; count: number }>('/conversations/unread', { signal }),
    select: (body) => body.count,
  });
}

/** GET /conversations/{id}/messages: the newest page; reading it marks the thread read on the server. */
export function threadQuery(conversationId: string) {
  return queryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ signal }) => api.get<Envelope<MessagePage>>(threadPath(conversationId), { signal }),
    select: (body) => body.data,
  });
}

/** An older page, for "Show earlier messages". */
export const fetchOlderMessages = (conversationId: string, before: string) =>
  api.get<Envelope<MessagePage>>(threadPath(conversationId), { query: { before } }).then((b) => b.data);

// Writes are never repeated by the client: a retried send could post the message twice.
const once = { retry: false } as const;

/** POST /conversations {bookingId}: the booking's conversation, opened on first use. */
export const openBookingConversation = (bookingId: string) =>
  api.post<Envelope<Conversation>>('/conversations', { bookingId }, once).then((b) => b.data);

export const sendMessage = (conversationId: string, body: string) =>
  api.post<Envelope<Message>>(threadPath(conversationId), { body }, once).then((b) => b.data);

/** After a read or a new message, the list's counts and the icon's total are stale. */
export function refreshMessageSummaries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
    queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
  ]);
}
