import { useSearchParams } from 'react-router';
import type { FeedScope } from '#shared/schemas/feed.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import { FeedList } from './feed-list.tsx';

/** 'For you' and 'Following'; the choice lives in the address (`?feed=following`). */
export function SignedInFeedTabs() {
  const [params, setParams] = useSearchParams();
  const scope: FeedScope = params.get('feed') === 'following' ? 'following' : 'all';
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'following') next.set('feed', 'following');
        else next.delete('feed');
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={scope} onValueChange={choose}>
      <TabsList aria-label="Whose work to show" className="mb-6">
        <TabsTrigger value="all">For you</TabsTrigger>
        <TabsTrigger value="following">Following</TabsTrigger>
      </TabsList>
      <TabsContent value="all" className="mt-0">
        <FeedList scope="all" />
      </TabsContent>
      <TabsContent value="following" className="mt-0">
        <FeedList scope="following" />
      </TabsContent>
    </Tabs>
  );
}
