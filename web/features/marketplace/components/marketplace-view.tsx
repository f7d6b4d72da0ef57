import { LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { useSignedInAction } from '#web/lib/use-signed-in-action.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import { ListingBrowser } from './listing-browser.tsx';
import { OfferList } from './offer-list.tsx';
import { PurchaseList } from './purchase-list.tsx';

const tabs = ['browse', 'purchases', 'offers'] as const;
type Tab = (typeof tabs)[number];

function SignInPrompt({ what }: { what: string }) {
  const authDialog = useAuthDialog();
  return (
    <EmptyState
      headingLevel={3}
      icon={LogIn}
      title={`Sign in to see your ${what}`}
      description="Your purchases and offers are kept with your account."
      action={<Button onClick={() => authDialog.open('login')}>Sign in</Button>}
    />
  );
}

/** Browse, My purchases and Offers as tabs; the tab lives in the URL so a link can open one. */
export function MarketplaceView() {
  const [params, setParams] = useSearchParams();
  const { signedIn } = useSignedInAction();
  const { user } = useAuth();
  const raw = params.get('tab');
  const tab: Tab = tabs.includes(raw as Tab) ? (raw as Tab) : 'browse';
  // Each section is a place of its own, as the dashboard's tabs are: Back returns to the last one.
  const show = (next: string) => {
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next === 'browse') out.delete('tab');
      else out.set('tab', next);
      return out;
    });
  };

  return (
    <Tabs value={tab} onValueChange={show}>
      <TabsList aria-label="Marketplace sections">
        <TabsTrigger value="browse">Browse</TabsTrigger>
        <TabsTrigger value="purchases">My purchases</TabsTrigger>
        <TabsTrigger value="offers">Offers</TabsTrigger>
      </TabsList>
      <TabsContent value="browse">
        <ListingBrowser onBought={() => show('purchases')} />
      </TabsContent>
      <TabsContent value="purchases">
        {signedIn ? <PurchaseList onBrowse={() => show('browse')} /> : <SignInPrompt what="purchases" />}
      </TabsContent>
      <TabsContent value="offers">
        {signedIn ? (
          <OfferList defaultRole={user?.role === 'artist' ? 'artist' : 'buyer'} />
        ) : (
          <SignInPrompt what="offers" />
        )}
      </TabsContent>
    </Tabs>
  );
}
