import { useQueryClient } from '@tanstack/react-query';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { MyCampaignsPanel } from '#web/features/campaigns/components/my-campaigns/my-campaigns-panel.tsx';
import { BecomeCreatorCard } from '#web/features/studio/components/become-creator-card.tsx';

/** My Campaigns tab: create and run the artist's campaigns; a supporter is offered the artist profile first. */
export function DashboardCampaignsTab({ user }: { user: OwnUser }) {
  const queryClient = useQueryClient();
  if (user.role === 'user') {
    return <BecomeCreatorCard onCreated={() => void queryClient.invalidateQueries()} />;
  }
  return <MyCampaignsPanel artistId={user.id} />;
}
