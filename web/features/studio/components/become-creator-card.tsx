import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { toast } from '#web/ui/toast.tsx';
import { createProfile, studioProfileKeys } from '../api/profile-api.ts';

export const BECOME_CREATOR_FAILED_MESSAGE = 'Could not create your artist profile. Please try again.';

/** For a supporter: one step (POST /profiles) to an artist profile, a gallery and bookings. */
export function BecomeCreatorCard({ onCreated }: { onCreated?: () => void }) {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createProfile(),
    onSuccess: (body) => {
      queryClient.setQueryData(studioProfileKeys.own(body.data.id), { success: true, data: body.data });
      setUser(body.user);
      toast.success('Your artist profile is ready');
      onCreated?.();
    },
  });
  return (
    <EmptyState
      icon={Palette}
      title="Become a creator"
      description="Create your artist profile to show your work in a gallery, appear in Discover and take bookings. You keep this account and everything in it."
      action={
        <div className="flex flex-col items-center gap-3">
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Create my artist profile
          </Button>
          {create.isError ? (
            <FormAlert>{errorMessage(create.error, BECOME_CREATOR_FAILED_MESSAGE)}</FormAlert>
          ) : null}
        </div>
      }
    />
  );
}
