import { Store } from 'lucide-react';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /marketplace: artworks for sale, priced in MACS. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Marketplace"
        title="Original work, straight from the studio"
        description="Artworks listed for sale by their artists, priced in MACS."
      />
      <EmptyState
        icon={Store}
        title="No artworks for sale yet"
        description="When artists list work for sale, it appears here with its price in MACS."
      />
    </PageContainer>
  );
}
