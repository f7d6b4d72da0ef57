import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { artistKeys } from '#web/features/artists/api/artists-api.ts';
import { feedKeys } from '#web/features/feed/api/feed-api.ts';
import { BecomeCreatorCard } from '#web/features/studio/components/become-creator-card.tsx';
import { MediaGallery } from '#web/features/studio/components/media-gallery.tsx';
import { ProfilePanel } from '#web/features/studio/components/profile-panel.tsx';

/** What a creator changes here shows on their public page and in the feed: both are read again. */
function useRefreshPublicViews() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: artistKeys.all });
    void queryClient.invalidateQueries({ queryKey: feedKeys.all });
  }, [queryClient]);
}

export function DashboardProfileTab({ user }: { user: OwnUser }) {
  return <ProfilePanel user={user} onChanged={useRefreshPublicViews()} />;
}

export function DashboardMediaTab({ user }: { user: OwnUser }) {
  const refresh = useRefreshPublicViews();
  if (user.role === 'user') return <BecomeCreatorCard onCreated={refresh} />;
  return <MediaGallery artistId={user.id} onChanged={refresh} />;
}
