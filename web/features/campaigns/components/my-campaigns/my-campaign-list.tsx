import { useQuery } from '@tanstack/react-query';
import { Sprout } from 'lucide-react';
import { useState } from 'react';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { myCampaignsQuery } from '../../api/campaign-admin-api.ts';
import { DeleteCampaignDialog } from './delete-campaign-dialog.tsx';
import { EditCampaignDialog } from './edit-campaign-dialog.tsx';
import { type CampaignAction, MyCampaignCard } from './my-campaign-card.tsx';
import { PostUpdateDialog } from './post-update-dialog.tsx';

type Open = { action: CampaignAction; campaign: Campaign } | null;

/** The artist's campaigns (GET /crowdfunding/mine) with the dialogs that change them. */
export function MyCampaignList({ onChanged }: { onChanged: () => void }) {
  const campaigns = useQuery(myCampaignsQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const openFor = (action: CampaignAction) => (open?.action === action ? open.campaign : null);

  return (
    <section aria-labelledby="my-campaigns-heading">
      <h2 id="my-campaigns-heading" className="font-display text-xl font-semibold tracking-tight">
        Your campaigns
      </h2>
      <div className="mt-4">
        {campaigns.isPending ? (
          <div className="space-y-4" data-testid="my-campaigns-loading">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : campaigns.isError ? (
          <ErrorState
            title="Could not load your campaigns"
            message={errorMessage(campaigns.error, 'Please try again.')}
            onRetry={() => void campaigns.refetch()}
            retrying={campaigns.isFetching}
          />
        ) : campaigns.data.length === 0 ? (
          <EmptyState
            icon={Sprout}
            headingLevel={3}
            title="No campaigns yet"
            description="Create your first campaign with the form above. It appears here and on the Campaigns page as soon as it is saved."
          />
        ) : (
          <div className="space-y-4">
            {campaigns.data.map((campaign) => (
              <MyCampaignCard
                key={campaign.id}
                campaign={campaign}
                onAction={(action, target) => setOpen({ action, campaign: target })}
                onChanged={onChanged}
              />
            ))}
          </div>
        )}
      </div>
      <EditCampaignDialog
        campaign={openFor('edit')}
        onClose={close}
        onSaved={() => {
          toast.success('Campaign updated');
          onChanged();
        }}
      />
      <PostUpdateDialog
        campaign={openFor('update')}
        onClose={close}
        onPosted={() => {
          toast.success('Update posted');
          onChanged();
        }}
      />
      <DeleteCampaignDialog
        campaign={openFor('delete')}
        onClose={close}
        onDeleted={() => {
          toast.success('Campaign deleted');
          onChanged();
        }}
      />
    </section>
  );
}
