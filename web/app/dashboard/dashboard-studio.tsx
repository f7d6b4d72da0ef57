import type { OwnUser } from '#shared/schemas/auth.ts';
import { ProfilePanel } from '#web/features/studio/components/profile-panel.tsx';
import { useRefreshPublicViews } from './use-refresh-public-views.ts';

/** The Profile tab: the public profile's form and avatar. */
export function DashboardProfileTab({ user }: { user: OwnUser }) {
  return <ProfilePanel user={user} onChanged={useRefreshPublicViews()} />;
}
