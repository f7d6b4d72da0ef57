import { useQuery } from '@tanstack/react-query';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { ownProfileQuery } from '../api/profile-api.ts';
import { BecomeCreatorCard } from './become-creator-card.tsx';
import { ProfileEditor } from './profile-editor.tsx';

export type ProfilePanelProps = {
  user: OwnUser;
  /** After a saved change, so public pages showing this artist can refresh. */
  onChanged?: () => void;
};

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-40 w-full rounded-card" />
      <Skeleton className="h-72 w-full rounded-card" />
    </div>
  );
}

/** Dashboard "Profile": the creator's profile and avatar, or the way to become a creator. */
export function ProfilePanel({ user, onChanged }: ProfilePanelProps) {
  const isArtist = user.role !== 'user';
  const profile = useQuery({ ...ownProfileQuery(user.id), enabled: isArtist });
  if (!isArtist || (profile.error instanceof ApiError && profile.error.status === 404)) {
    return <BecomeCreatorCard onCreated={onChanged} />;
  }
  if (profile.isError) {
    return (
      <ErrorState
        title="Your profile could not be loaded"
        message={errorMessage(profile.error, 'Failed to fetch user profile')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!profile.data) return <ProfileSkeleton />;
  return <ProfileEditor user={user} profile={profile.data} onChanged={onChanged} />;
}
