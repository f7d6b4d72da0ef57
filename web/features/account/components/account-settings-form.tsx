import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  emailLinkSentMessage,
  type OwnUser,
  type UpdateMe,
  type UpdateMeInput,
  updateMeSchema,
} from '#shared/schemas/auth.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Checkbox } from '#web/ui/checkbox.tsx';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { toast } from '#web/ui/toast.tsx';
import { accountKeys, updateMe } from '../api/account-api.ts';
import { EmailStatus } from './email-status.tsx';

const fields = ['email', 'currentPassword', 'username', 'emailNotifications', 'pushNotifications'] as const;
type Preference = 'emailNotifications' | 'pushNotifications';
const preferences: { name: Preference; label: string; hint: string }[] = [
  {
    name: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Bookings, payments and messages by email.',
  },
  {
    name: 'pushNotifications',
    label: 'Push notifications',
    hint: 'Live alerts in the bell while Easel is open.',
  },
];

const valuesOf = (user: OwnUser): UpdateMeInput => ({
  email: user.email,
  currentPassword: undefined,
  username: user.username,
  emailNotifications: user.emailNotifications,
  pushNotifications: user.pushNotifications,
});

/**
 * Spec /settings: e-mail, username and the two notification checkboxes; saved with PUT /auth/me.
 * A new e-mail asks for the current password and waits for its mailed link (EmailStatus).
 */
export function AccountSettingsForm({ user }: { user: OwnUser }) {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  const { register, control, handleSubmit, setError, reset, formState, watch } = useForm<
    UpdateMeInput,
    unknown,
    UpdateMe
  >({
    resolver: zodResolver(updateMeSchema),
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const save = useMutation({ mutationFn: updateMe });
  const changingEmail = (watch('email') ?? '').trim().toLowerCase() !== user.email;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The password goes only with a new address; nothing else needs it.
      const { user: saved } = await save.mutateAsync(
        changingEmail ? values : { ...values, currentPassword: undefined },
      );
      queryClient.setQueryData(accountKeys.me, { success: true, user: saved });
      setUser(saved);
      // Not keepDirtyValues (the option below, for refreshes from the server): after a save the
      // inputs show what was saved, and an address change shows the address the account still has.
      reset(valuesOf(saved), { keepDirtyValues: false });
      if (changingEmail && saved.pendingEmail) toast.success(emailLinkSentMessage(saved.pendingEmail));
      else toast.success('Settings saved');
    } catch (error) {
      const message = applyServerErrors(error, setError, fields, 'Profile update failed');
      if (message) toast.error(message);
    }
  });

  const { errors, isSubmitting, isDirty } = formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your sign-in email, your public username and how we reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Field label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </Field>
            {changingEmail ? null : <EmailStatus user={user} />}
          </div>
          {changingEmail ? (
            <Field
              label="Current password"
              required
              error={errors.currentPassword?.message}
              hint="To change your email we need your password. The new address takes over once you open the link we send to it."
            >
              <Input
                type="password"
                autoComplete="current-password"
                {...register('currentPassword', { setValueAs: (v) => (v === '' ? undefined : v) })}
              />
            </Field>
          ) : null}
          <Field
            label="Username"
            error={errors.username?.message}
            hint="3 to 30 letters, numbers or underscores."
          >
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...register('username')}
            />
          </Field>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Notifications</legend>
            {preferences.map((pref) => (
              <Controller
                key={pref.name}
                control={control}
                name={pref.name}
                render={({ field }) => (
                  <div className="flex items-start gap-3">
                    <Checkbox
                      id={`settings-${pref.name}`}
                      ref={field.ref}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      aria-describedby={`settings-${pref.name}-hint`}
                      className="mt-0.5"
                    />
                    <div>
                      <Label htmlFor={`settings-${pref.name}`}>{pref.label}</Label>
                      <p id={`settings-${pref.name}-hint`} className="text-xs text-ink-muted">
                        {errors[pref.name]?.message ?? pref.hint}
                      </p>
                    </div>
                  </div>
                )}
              />
            ))}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
