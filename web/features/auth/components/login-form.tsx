import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginInput, loginSchema } from '#shared/schemas/auth.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { toast } from '#web/ui/toast.tsx';
import { AUTH_FAILED_MESSAGE, type AuthFormProps } from './auth-form-props.ts';

export function LoginForm({ onDone, onSwitch }: AuthFormProps) {
  const { login } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await login(values.email, values.password);
      toast.success(`Welcome back, ${user.name}!`);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password'], AUTH_FAILED_MESSAGE));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Button variant="link" size="sm" className="self-end text-sm" onClick={() => onSwitch('forgot')}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
