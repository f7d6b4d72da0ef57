import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ExternalLink, Pencil } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { AnyArtistProfileResponse, OwnArtistProfile } from '#shared/schemas/artists.ts';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button, buttonClasses } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { toast } from '#web/ui/toast.tsx';
import { studioProfileKeys, updateProfile } from '../api/profile-api.ts';
import {
  type ProfileForm,
  type ProfileFormInput,
  profileFormFields,
  profileFormSchema,
  profileFormValues,
} from '../lib/profile-form.ts';
import { AvatarUploader } from './avatar-uploader.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileIdentityFields } from './profile-form-fields.tsx';

const ProfileArtistFields = lazyNamed(() => import('./profile-artist-fields.tsx'), 'ProfileArtistFields');

export const PROFILE_UPDATE_FAILED_MESSAGE = 'Profile update failed';
const FORM_ID = 'studio-profile-form';

type ProfileEditorProps = { user: OwnUser; profile: OwnArtistProfile; onChanged?: () => void };

/** Read-only first; 'Edit Profile' turns the details into a form saved by 'Save Changes' (PUT). */
export function ProfileEditor({ user, profile, onChanged }: ProfileEditorProps) {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const save = useMutation({ mutationFn: (values: ProfileForm) => updateProfile(user.id, values) });
  const ownKey = studioProfileKeys.own(user.id);

  const startEditing = () => {
    form.reset(profileFormValues(profile));
    setFormError(null);
    setEditing(true);
    // After the form renders, so the first field can take the focus.
    setTimeout(() => form.setFocus('name'), 0);
  };
  const cancel = () => {
    form.reset(profileFormValues(profile));
    setFormError(null);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = await save.mutateAsync(values);
      queryClient.setQueryData<AnyArtistProfileResponse>(ownKey, { success: true, data: body.data });
      setUser(body.user);
      setEditing(false);
      toast.success('Profile updated');
      onChanged?.();
    } catch (error) {
      const message = applyServerErrors(
        error,
        form.setError,
        profileFormFields,
        PROFILE_UPDATE_FAILED_MESSAGE,
      );
      setFormError(message);
      if (message) toast.error(message);
    }
  });

  const onAvatarUploaded = (avatarUrl: string) => {
    setUser({ ...user, avatarUrl });
    queryClient.setQueryData<AnyArtistProfileResponse>(ownKey, (body) =>
      body ? { ...body, data: { ...body.data, avatarUrl } } : body,
    );
    toast.success('Avatar updated');
    onChanged?.();
  };

  const saving = form.formState.isSubmitting;
  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="profile-heading" className="font-display text-3xl font-semibold tracking-tight">
            Profile
          </h2>
          <p className="mt-1 text-ink-muted">How you appear to supporters and clients.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
              {/* Its own key: reusing the Edit Profile element would let that click submit the form. */}
              <Button key="save" type="submit" form={FORM_ID} loading={saving}>
                Save Changes
              </Button>
            </>
          ) : (
            <>
              <Link
                to={`/artists/${encodeURIComponent(profile.username)}`}
                className={buttonClasses({ variant: 'outline' })}
              >
                <ExternalLink aria-hidden="true" />
                View public profile
              </Link>
              <Button key="edit" onClick={startEditing}>
                <Pencil aria-hidden="true" />
                Edit Profile
              </Button>
            </>
          )}
        </div>
      </div>

      <Card>
        <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
          <AvatarUploader
            name={user.name}
            currentUrl={user.avatarUrl}
            onUploaded={onAvatarUploaded}
            size="large"
          />
          <div className="min-w-0 text-center sm:ml-auto sm:text-right">
            <p className="flex items-center justify-center gap-1.5 font-display text-xl font-semibold sm:justify-end">
              <span className="truncate">{profile.name}</span>
              {profile.verified ? (
                <BadgeCheck role="img" aria-label="Verified" className="size-5 shrink-0 text-accent-text" />
              ) : null}
            </p>
            <p className="truncate text-sm text-ink-muted">@{profile.username}</p>
          </div>
        </CardContent>
      </Card>

      {editing ? (
        <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>About you</CardTitle>
              <CardDescription>Your name, handle, story and where to find you.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileIdentityFields form={form} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Your practice</CardTitle>
              <CardDescription>What clients see before they book you.</CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<LoadingState label="Loading" className="py-6" />}>
                <ProfileArtistFields form={form} />
              </Suspense>
            </CardContent>
          </Card>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </div>
        </form>
      ) : (
        <Card>
          <CardContent>
            <ProfileDetails profile={profile} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
