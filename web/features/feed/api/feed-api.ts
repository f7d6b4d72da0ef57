import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import type { FeedPost, FeedResponse, FeedScope } from '#shared/schemas/feed.ts';
import { api } from '#web/lib/api-client.ts';

export const feedKeys = {
  all: ['feed'] as const,
  list: (limit: number, scope: FeedScope = 'all') => [...feedKeys.all, 'list', { limit, scope }] as const,
};

/** The feed, newest first; each page hands its nextCursor to the next. 'following' needs a session. */
export function feedQuery(limit: number = FEED_DEFAULT_LIMIT, scope: FeedScope = 'all') {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(limit, scope),
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedResponse>('/feed', {
        signal,
        query: { cursor: pageParam, limit, scope: scope === 'all' ? undefined : scope },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Changes one post wherever it is loaded (both scopes, every page), without refetching. */
export function patchFeedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: FeedPost) => FeedPost,
) {
  queryClient.setQueriesData<InfiniteData<FeedResponse>>({ queryKey: feedKeys.all }, (data) => {
    if (!data?.pages.some((page) => page.posts.some((post) => post.id === postId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
      })),
    };
  });
}
