import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { campaignQuery, isCampaignMissing } from '../api/campaigns-api.ts';
import { CampaignDetailView } from './campaign-detail-view.tsx';
import { CampaignNotFound } from './campaign-not-found.tsx';

function CampaignDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading campaign">
      <h1 className="sr-only">Campaign</h1>
      <Skeleton className="mb-4 h-8 w-40 rounded-full" />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
        <div>
          <Skeleton className="aspect-[16/9] rounded-card" />
          <Skeleton className="mt-6 h-6 w-28 rounded-full" />
          <Skeleton className="mt-3 h-10 w-3/4" />
          <Skeleton className="mt-3 h-5 w-40" />
        </div>
        <Skeleton className="h-96 rounded-card" />
      </div>
    </div>
  );
}

/**
 * /campaigns/{id}: the campaign, 'Campaign not found' when the server has no such campaign, and
 * an error with Retry when the call itself failed (the spec's "shows not found" hid failures).
 */
export function CampaignDetail({ id }: { id: string }) {
  const campaign = useQuery(campaignQuery(id));

  if (campaign.isPending) return <CampaignDetailSkeleton />;
  if (campaign.isError) {
    if (isCampaignMissing(campaign.error)) return <CampaignNotFound />;
    return (
      <>
        <h1 className="sr-only">Campaign</h1>
        <ErrorState
          title="This campaign could not be loaded"
          message={errorMessage(campaign.error, 'Please check your connection and try again.')}
          onRetry={() => void campaign.refetch()}
          retrying={campaign.isRefetching}
        />
      </>
    );
  }
  return <CampaignDetailView campaign={campaign.data} />;
}
