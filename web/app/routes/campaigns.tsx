import { HandHeart } from 'lucide-react';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /campaigns: crowdfunding campaigns; the campaigns issue lists them. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Crowdfunding"
        title="Fund Creative Dreams"
        description="Back the projects artists are raising money for, in USD or crypto."
      />
      <EmptyState
        icon={HandHeart}
        title="No campaigns found"
        description="Check back soon for new campaigns!"
      />
    </PageContainer>
  );
}
