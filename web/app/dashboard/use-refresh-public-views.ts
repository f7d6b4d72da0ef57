import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { artistKeys } from '#web/features/artists/api/artists-api.ts';
import { feedKeys } from '#web/features/feed/api/feed-api.ts';

/** What a creator changes here shows on their public page and in the feed: both are read again. */
export function useRefreshPublicViews() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: artistKeys.all });
    void queryClient.invalidateQueries({ queryKey: feedKeys.all });
  }, [queryClient]);
}
