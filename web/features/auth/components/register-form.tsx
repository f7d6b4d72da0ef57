import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type AccountType, type Register, type RegisterInput, registerSchema } from '#shared/schemas/auth.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Checkbox } from '#web/ui/checkbox.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { Switch } from '#web/ui/switch.tsx';
import { toast } from '#web/ui/toast.tsx';
import { AUTH_FAILED_MESSAGE, type AuthFormProps } from './auth-form-props.ts';

const fields = [
  'email',
  'password',
  'confirmPassword',
  'name',
  'username',
  'agreeToTerms',
  'accountType',
] as const;

export function RegisterForm({ onDone, accountType }: AuthFormProps & { accountType: AccountType }) {
  const auth = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
      accountType,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await auth.register(values);
      toast.success(`Welcome to Easel, ${user.name}!`);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fields, AUTH_FAILED_MESSAGE));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Username" error={errors.username?.message} required>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Password" error={errors.password?.message} hint="At least 8 characters" required>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="accountType"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-3.5 py-3">
            <div>
              <Label htmlFor="register-artist">I'm an artist</Label>
              <p id="register-artist-hint" className="text-xs text-ink-muted">
                Get an artist profile to show your work and take bookings.
              </p>
            </div>
            <Switch
              id="register-artist"
              aria-describedby="register-artist-hint"
              checked={field.value === 'creator'}
              onCheckedChange={(on) => field.onChange(on ? 'creator' : 'supporter')}
            />
          </div>
        )}
      />
      <Controller
        control={control}
        name="agreeToTerms"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2.5">
              <Checkbox
                id="register-terms"
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-invalid={errors.agreeToTerms ? true : undefined}
                aria-describedby={errors.agreeToTerms ? 'register-terms-error' : undefined}
              />
              <Label htmlFor="register-terms" className="font-normal">
                I agree to the terms and conditions
              </Label>
            </div>
            {errors.agreeToTerms ? (
              <p id="register-terms-error" className="text-xs font-medium text-danger">
                {errors.agreeToTerms.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}
