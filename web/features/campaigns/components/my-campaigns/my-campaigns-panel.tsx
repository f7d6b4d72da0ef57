import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { campaignAdminKeys } from '../../api/campaign-admin-api.ts';
import { campaignKeys } from '../../api/campaigns-api.ts';
import { CreateCampaignForm } from './create-campaign-form.tsx';
import { MyCampaignList } from './my-campaign-list.tsx';

/** Dashboard "My Campaigns": the create form above the artist's own campaigns. */
export function MyCampaignsPanel({ artistId }: { artistId: string }) {
  const queryClient = useQueryClient();
  // Every change moves figures shown here and on the public pages: all of them are read again.
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: campaignAdminKeys.all });
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  }, [queryClient]);
  return (
    <div className="flex flex-col gap-8">
      <CreateCampaignForm artistId={artistId} onCreated={refresh} />
      <MyCampaignList onChanged={refresh} />
    </div>
  );
}
