import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/ui/toast.tsx';
import { markAllReadInCache, markReadInCache, removeFromCache } from '../api/cache.ts';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
} from '../api/notifications-api.ts';

/**
 * Read, read-all and delete change the cache at once (the list and badge respond instantly),
 * roll back if the server refuses, and reconcile with the server afterwards.
 */
function useOptimistic<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  apply: (queryClient: ReturnType<typeof useQueryClient>, variables: TVariables) => void,
  failureMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: notificationKeys.all });
      apply(queryClient, variables);
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(errorMessage(error, failureMessage));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  return useOptimistic(markNotificationRead, markReadInCache, 'Could not mark the notification read');
}

export function useMarkAllNotificationsRead() {
  return useOptimistic(
    () => markAllNotificationsRead(),
    (queryClient) => markAllReadInCache(queryClient),
    'Could not mark all notifications read',
  );
}

export function useDeleteNotification() {
  return useOptimistic(deleteNotification, removeFromCache, 'Could not delete the notification');
}
