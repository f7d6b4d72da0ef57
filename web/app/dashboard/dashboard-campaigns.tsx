import type { OwnUser } from '#shared/schemas/auth.ts';
import { DashboardPlaceholder } from './dashboard-placeholder.tsx';

/** My Campaigns tab: create and run the artist's campaigns (replaced by the crowdfunding work). */
export function DashboardCampaignsTab(_props: { user: OwnUser }) {
  return <DashboardPlaceholder tab="campaigns" />;
}
