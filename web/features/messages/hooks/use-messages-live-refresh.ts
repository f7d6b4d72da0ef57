import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageKeys } from '../api/messages-api.ts';

/** Dispatched by the notification stream for each live notification (see use-notification-stream.ts). */
const NOTIFICATION_EVENT = 'easel:notification';

/**
 * Refreshes the conversation list, the unread count and the open thread whenever a message
 * notification arrives, so a reply shows up without a reload and without importing notifications.
 */
export function useMessagesLiveRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onNotification = (event: Event) => {
      const type = (event as CustomEvent<{ type?: unknown } | undefined>).detail?.type;
      if (type === 'message_received') void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    };
    window.addEventListener(NOTIFICATION_EVENT, onNotification);
    return () => window.removeEventListener(NOTIFICATION_EVENT, onNotification);
  }, [queryClient]);
}
