import { lazy, Suspense } from 'react';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { FeedList } from './feed-list.tsx';
import { FeedSkeleton } from './feed-skeleton.tsx';

// Visitors (most first loads of the home page) see one feed; the tabs load only for signed-in people.
const SignedInFeedTabs = lazy(() =>
  import('./signed-in-feed-tabs.tsx').then((module) => ({ default: module.SignedInFeedTabs })),
);

/**
 * 'For you' (everyone) and 'Following' for signed-in users; the choice lives in the address
 * (`?feed=following`) so a reload or a shared link keeps it. Visitors see the whole feed.
 */
export function FeedWithScopes() {
  const { signedIn } = useSignedInAction();
  if (!signedIn) return <FeedList />;
  return (
    <Suspense fallback={<FeedSkeleton />}>
      <SignedInFeedTabs />
    </Suspense>
  );
}
