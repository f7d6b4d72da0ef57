import type { LoaderFunctionArgs } from 'react-router';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import { feedQuery } from '#web/features/feed/api/feed-api.ts';
import { queryClient } from '#web/lib/query-client.ts';

/**
 * The home page's loader: asks for the first feed page while the page's code is still loading, so the
 * first artwork (the largest paint) starts downloading one round trip sooner. It returns at once; the
 * feed reads the same query from the cache. 'Following' needs a session and is left to the page.
 */
export function prefetchFeed({ request }: LoaderFunctionArgs): null {
  const scope = new URL(request.url).searchParams.get('feed');
  if (scope !== 'following') void queryClient.prefetchInfiniteQuery(feedQuery(FEED_DEFAULT_LIMIT, 'all'));
  return null;
}
