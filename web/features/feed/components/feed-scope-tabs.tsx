import { useSearchParams } from 'react-router';
import type { FeedScope } from '#shared/schemas/feed.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { FeedList } from './feed-list.tsx';

/**
 * 'For you' (everyone) and 'Following' for signed-in users; the choice lives in the address
 * (`?feed=following`) so a reload or a shared link keeps it. Visitors see the whole feed.
 */
export function FeedWithScopes() {
  const { signedIn } = useSignedInAction();
  const [params, setParams] = useSearchParams();
  if (!signedIn) return <FeedList />;

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
