import { MarketplaceView } from '#web/features/marketplace/components/marketplace-view.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /marketplace: artworks for sale, priced in MACS, with the buyer's purchases and offers. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Marketplace"
        title="Original work, straight from the studio"
        description="Artworks listed for sale by their artists, priced in MACS."
      />
      <MarketplaceView />
    </PageContainer>
  );
}
