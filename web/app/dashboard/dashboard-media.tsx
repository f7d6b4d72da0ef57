import type { OwnUser } from '#shared/schemas/auth.ts';
import { BecomeCreatorCard } from '#web/features/studio/components/become-creator-card.tsx';
import { MediaGallery } from '#web/features/studio/components/media-gallery.tsx';
import { useRefreshPublicViews } from './use-refresh-public-views.ts';

/** The Media tab: a creator's works; a supporter is offered to become a creator first. */
export function DashboardMediaTab({ user }: { user: OwnUser }) {
  const refresh = useRefreshPublicViews();
  if (user.role === 'user') return <BecomeCreatorCard onCreated={refresh} />;
  return <MediaGallery artistId={user.id} onChanged={refresh} />;
}
