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
      // Several mounted users of this hook (the nav's count, the menu's, the open panel) hear one
      // event; each invalidation joins a refetch already under way instead of restarting it.
      if (type === 'message_received') {
        void queryClient.invalidateQueries({ queryKey: messageKeys.all }, { cancelRefetch: false });
      }
    };
    window.addEventListener(NOTIFICATION_EVENT, onNotification);
    return () => window.removeEventListener(NOTIFICATION_EVENT, onNotification);
  }, [queryClient]);
}
