import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type MessageResponse, type ResetRequestInput, resetRequestSchema } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { AUTH_FAILED_MESSAGE, type AuthFormProps } from './auth-form-props.ts';

/** Asks for a reset link. The server answers the same sentence whether or not the account exists. */
export function ForgotPasswordForm({ onSwitch }: AuthFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = await api.post<MessageResponse>('/auth/reset-password', values, { retry: false });
      setSent(body.message);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email'], AUTH_FAILED_MESSAGE));
    }
  });

  return (
    <div className="flex flex-col gap-4">
      {sent ? (
        <FormAlert tone="success">{sent}</FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <Field label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Button type="submit" size="lg" loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <Button variant="link" className="self-center text-sm" onClick={() => onSwitch('login')}>
        Back to sign in
      </Button>
    </div>
  );
}
