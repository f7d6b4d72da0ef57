import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePasswordInput, changePasswordSchema } from '#shared/schemas/auth.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { toast } from '#web/ui/toast.tsx';
import { changePassword } from '../api/account-api.ts';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = await changePassword(values);
      reset(empty);
      toast.success(body.message);
    } catch (error) {
      const message = applyServerErrors(error, setError, fields, 'Password change failed');
      if (message) toast.error(message);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          This device stays signed in; every other device where you are signed in is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <Field label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="New password" error={errors.newPassword?.message} hint="At least 8 characters">
              <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            </Field>
            <Field label="Confirm password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </Field>
          </div>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
