import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '#shared/constants.ts';
import { unreadMessagesQuery } from '../api/messages-api.ts';
import { useMessagesLiveRefresh } from './use-messages-live-refresh.ts';

/**
 * How many messages wait for the signed-in person (0 otherwise), kept current by message
 * notifications and, should the live stream be down, by the bell's 30 s poll interval.
 */
export function useUnreadMessages(signedIn: boolean): number {
  useMessagesLiveRefresh();
  const unread = useQuery({
    ...unreadMessagesQuery(),
    enabled: signedIn,
    refetchInterval: signedIn ? NOTIFICATION_POLL_MS : false,
  });
  return signedIn ? (unread.data ?? 0) : 0;
}
