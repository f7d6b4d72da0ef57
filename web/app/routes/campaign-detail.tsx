import { useParams } from 'react-router';
import { CampaignDetail } from '#web/features/campaigns/components/campaign-detail.tsx';
import { PageContainer } from '../components/page-header.tsx';

/** /campaigns/:id: the spec's campaign detail. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <CampaignDetail id={id} />
    </PageContainer>
  );
}
