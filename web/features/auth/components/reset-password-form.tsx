import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type MessageResponse,
  RESET_INVALID_MESSAGE,
  type ResetConfirmInput,
  resetConfirmSchema,
} from '#shared/schemas/auth.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';

type Outcome = { kind: 'done'; message: string } | { kind: 'invalid'; message: string } | null;

/** The link is dead when the server rejects the token itself rather than the new password. */
function invalidLinkMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const tokenDetail = error.details.find((d) => d.field === 'token');
  if (tokenDetail) return tokenDetail.message;
  return error.code === 'INVALID_TOKEN' ? error.message : null;
}

/** /reset-password?token=…: choose a new password with the mailed one-time token. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const authDialog = useAuthDialog();
  const auth = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: 'invalid', message: RESET_INVALID_MESSAGE },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetConfirmInput>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = await api.post<MessageResponse>('/auth/reset-password/confirm', values, { retry: false });
      // The reset signs out every session, this browser's included.
      if (auth.status !== 'anonymous') await auth.logout();
      setOutcome({ kind: 'done', message: body.message });
    } catch (error) {
      const invalid = invalidLinkMessage(error);
      if (invalid) return setOutcome({ kind: 'invalid', message: invalid });
      setFormError(
        applyServerErrors(error, setError, ['password', 'confirmPassword'], 'Password reset failed'),
      );
    }
  });

  if (outcome?.kind === 'done') {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{outcome.message}</FormAlert>
        <Button size="lg" onClick={() => authDialog.open('login')}>
          Sign in
        </Button>
      </div>
    );
  }
  if (outcome?.kind === 'invalid') {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert>{outcome.message}</FormAlert>
        <Button size="lg" onClick={() => authDialog.open('forgot')}>
          Request a new link
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field label="New password" error={errors.password?.message} hint="At least 8 characters" required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
