import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { notificationSchema, streamReadySchema } from '#shared/schemas/notifications.ts';
import { openEventStream, type SseEvent, type StreamStatus } from '#web/lib/sse.ts';
import { toast } from '#web/ui/toast.tsx';
import { addNotificationToCache, setUnreadCount } from '../api/cache.ts';
import { notificationKeys } from '../api/notifications-api.ts';

/*
 * One stream per tab however many components listen (the bell may render in two navigation
 * layouts at once): a reference count opens it for the first holder and closes it after the last.
 */
let status: StreamStatus = 'down';
let holders = 0;
let connection: { close: () => void } | null = null;
let connectedBefore = false;
const statusListeners = new Set<() => void>();

function setStatus(next: StreamStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function parseData(event: SseEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return undefined;
  }
}

export function handleStreamEvent(queryClient: QueryClient, event: SseEvent) {
  if (event.event === 'ready') {
    const ready = streamReadySchema.safeParse(parseData(event));
    if (ready.success) setUnreadCount(queryClient, ready.data.unreadCount);
    // After a reconnect, whatever arrived while the stream was down is only on the server.
    if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    connectedBefore = true;
  } else if (event.event === 'notification') {
    const notification = notificationSchema.safeParse(parseData(event));
    if (!notification.success) return;
    addNotificationToCache(queryClient, notification.data);
    toast.info(notification.data.title);
    // Other features (bookings) refresh on this without importing the notifications feature.
    window.dispatchEvent(new CustomEvent('easel:notification', { detail: notification.data }));
  }
}

function acquireStream(queryClient: QueryClient): () => void {
  holders += 1;
  if (!connection) {
    connectedBefore = false;
    connection = openEventStream({
      path: '/notifications/stream',
      onEvent: (event) => handleStreamEvent(queryClient, event),
      onStatus: setStatus,
    });
  }
  return () => {
    holders -= 1;
    if (holders > 0) return;
    connection?.close();
    connection = null;
    setStatus('down');
  };
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Keeps the live notification stream open while a signed-in component needs it and returns its
 * status; the unread-count query polls (spec: every 30 s) only while the stream is not open.
 * `sessionKey` (the token) reconnects the stream when a different user signs in.
 */
export function useNotificationStream(sessionKey: string | null): StreamStatus {
  const queryClient = useQueryClient();
  useEffect(() => (sessionKey ? acquireStream(queryClient) : undefined), [sessionKey, queryClient]);
  return useSyncExternalStore(
    subscribeStatus,
    () => status,
    () => 'down' as const,
  );
}
