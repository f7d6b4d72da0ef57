import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { useRef } from 'react';
import type { FollowResponse } from '#shared/schemas/artists.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { toast } from '#web/ui/toast.tsx';
import { artistKeys, followStatusQuery, setFollowing } from '../api/artists-api.ts';
import type { ProfileViewer } from './profile-viewer.ts';

type FollowButtonProps = { artistId: string; artistName: string; viewer: ProfileViewer };

/**
 * Follow persists (POST follow/unfollow) and shows at once; the server's exact count replaces the
 * guess, and a failure puts the old state back with the reason. Visitors are asked to sign in.
 */
export function FollowButton({ artistId, artistName, viewer }: FollowButtonProps) {
  const queryClient = useQueryClient();
  const key = artistKeys.followStatus(artistId);
  const status = useQuery(followStatusQuery(artistId, viewer.signedIn));
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ next }: { next: boolean; previous: FollowResponse | undefined; turn: number }) =>
      setFollowing(artistId, next),
    onSuccess: (body, { turn }) => {
      if (turn === latest.current) queryClient.setQueryData(key, body);
      toast.success(body.following ? `You are now following ${artistName}` : `You unfollowed ${artistName}`);
    },
    onError: (error, { previous, turn }) => {
      if (turn === latest.current) queryClient.setQueryData(key, previous);
      toast.error(errorMessage(error, 'Could not update your follow. Please try again.'));
    },
  });

  const following = viewer.signedIn && status.data?.following === true;
  function toggle() {
    if (!viewer.signedIn) {
      viewer.requireSignIn();
      return;
    }
    const previous = queryClient.getQueryData<FollowResponse>(key);
    const next = !following;
    const followers = previous?.followers ?? 0;
    queryClient.setQueryData<FollowResponse>(key, {
      success: true,
      following: next,
      followers: Math.max(0, followers + (next ? 1 : -1)),
    });
    mutation.mutate({ next, previous, turn: ++latest.current });
  }

  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      aria-pressed={following}
      // Until the caller's state is known, a click could only guess; a visitor can always click.
      disabled={viewer.signedIn && status.isPending}
      onClick={toggle}
      className="min-w-32"
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
