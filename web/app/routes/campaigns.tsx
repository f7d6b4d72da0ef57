import { CampaignCatalogue } from '#web/features/campaigns/components/campaign-catalogue.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /campaigns: the spec's campaign list. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Crowdfunding"
        title="Fund Creative Dreams"
        description="Discover the projects artists are raising money for, and see how close each one is to its goal."
      />
      <CampaignCatalogue />
    </PageContainer>
  );
}
