import { useInfiniteQuery } from '@tanstack/react-query';
import { Compass, ImageIcon, UsersRound } from 'lucide-react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import type { FeedScope } from '#shared/schemas/feed.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { feedQuery } from '../api/feed-api.ts';
import { FeedPostCard } from './feed-post-card.tsx';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { LazyArtworkDetailDialog } from './lazy-dialogs.tsx';

const FALLBACK_ERROR = 'An error occurred. Please try again.';
/** Later artworks wait for the first one at most this long, should it neither load nor fail. */
const FIRST_IMAGE_WAIT_MS = 4000;

/**
 * Whether the first artwork has loaded (or failed): until then the others hold their requests, so
 * on a slow link the one on screen arrives first instead of sharing the link with those below it.
 */
function useFirstImageSettled(hasPosts: boolean) {
  const [settled, setSettled] = useState(false);
  // The first artwork may report more than once (a cached image reports on every render): once is enough.
  const reported = useRef(false);
  // After the frame that shows the first artwork, so releasing the rest never delays that paint; and
  // as a transition, so re-rendering every card of the page yields to the browser instead of holding
  // a slow phone's main thread in one task right after hydration.
  const markSettled = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    requestAnimationFrame(() => setTimeout(() => startTransition(() => setSettled(true)), 0));
  }, []);
  useEffect(() => {
    if (settled || !hasPosts) return;
    const timer = setTimeout(() => setSettled(true), FIRST_IMAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled, hasPosts]);
  return { settled, markSettled };
}

const discoverAction = (
  <Button asChild variant="outline">
    <Link to="/discover">
      <Compass aria-hidden="true" />
      Discover artists
    </Link>
  </Button>
);

/** The home feed: real published artworks, a page at a time, with honest loading and error states. */
export function FeedList({ scope = 'all' }: { scope?: FeedScope }) {
  const query = useInfiniteQuery(feedQuery(FEED_DEFAULT_LIMIT, scope));
  const [detailId, setDetailId] = useState<string | null>(null);
  const firstImage = useFirstImageSettled(Boolean(query.data?.pages[0]?.posts.length));

  if (query.isPending) return <FeedSkeleton />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="We couldn’t load the feed"
        message={errorMessage(query.error, FALLBACK_ERROR)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return scope === 'following' ? (
      <EmptyState
        icon={UsersRound}
        title="Nothing from artists you follow yet"
        description="Follow artists whose work you love and their new pieces will appear here."
        action={discoverAction}
      />
    ) : (
      <EmptyState
        icon={ImageIcon}
        title="No artworks yet"
        description="Artworks appear here as artists publish them. Meanwhile, explore artists by category."
        action={discoverAction}
      />
    );
  }

  const setSize = query.hasNextPage ? -1 : posts.length;
  return (
    <div className="flex flex-col gap-8">
      <div role="feed" aria-label="Artworks" aria-busy={query.isFetching} className="flex flex-col gap-8">
        {posts.map((post, index) => (
          <FeedPostCard
            key={post.id}
            post={post}
            position={index + 1}
            setSize={setSize}
            onViewDetails={setDetailId}
            deferImage={index > 0 && !firstImage.settled}
            onImageSettled={index === 0 ? firstImage.markSettled : undefined}
          />
        ))}
      </div>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-danger">
          {errorMessage(query.error, FALLBACK_ERROR)}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load More Posts
          </Button>
        </div>
      ) : null}
      <LazyArtworkDetailDialog mediaId={detailId} onClose={() => setDetailId(null)} />
    </div>
  );
}
