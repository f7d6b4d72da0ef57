import { infiniteQueryOptions } from '@tanstack/react-query';
import { FEED_DEFAULT_LIMIT, type FeedResponse } from '#shared/schemas/feed.ts';
import { api } from '#web/lib/api-client.ts';

export const feedKeys = {
  all: ['feed'] as const,
  list: (limit: number) => [...feedKeys.all, 'list', { limit }] as const,
};

/** The public feed, newest first; each page hands its nextCursor to the next. */
export function feedQuery(limit: number = FEED_DEFAULT_LIMIT) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(limit),
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedResponse>('/feed', { signal, query: { cursor: pageParam, limit } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
