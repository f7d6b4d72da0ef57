import type { UseFormReturn } from 'react-hook-form';
import { BIO_MAX_LENGTH } from '#shared/schemas/artists.ts';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import type { ProfileForm, ProfileFormInput } from '../lib/profile-form.ts';

export type ProfileFormFieldsProps = { form: UseFormReturn<ProfileFormInput, unknown, ProfileForm> };

export function ProfileIdentityFields({ form }: ProfileFormFieldsProps) {
  const { register, formState, watch } = form;
  const { errors } = formState;
  const bioLength = (watch('bio') ?? '').length;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field
        label="Username"
        required
        error={errors.username?.message}
        hint="3 to 30 letters, numbers or underscores."
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </Field>
      <Field
        label="Bio"
        className="sm:col-span-2"
        error={errors.bio?.message}
        hint={`${bioLength}/${BIO_MAX_LENGTH}`}
      >
        <Textarea rows={5} {...register('bio')} />
      </Field>
      <Field label="Location" error={errors.location?.message}>
        <Input autoComplete="address-level2" placeholder="City, Country" {...register('location')} />
      </Field>
      <Field label="Website" error={errors.website?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...register('website')} />
      </Field>
      <Field label="Instagram" error={errors.instagram?.message} hint="Your handle, with or without @.">
        <Input autoCapitalize="none" spellCheck={false} {...register('instagram')} />
      </Field>
      <Field label="Twitter" error={errors.twitter?.message} hint="Your handle, with or without @.">
        <Input autoCapitalize="none" spellCheck={false} {...register('twitter')} />
      </Field>
    </div>
  );
}
