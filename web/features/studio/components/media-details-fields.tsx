import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MEDIA_TAGS_MAX } from '#shared/schemas/media.ts';
import { Field } from '#web/ui/field.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import type { MediaDetailsFormInput } from '../lib/media-form.ts';

type MediaDetailsFieldsProps = {
  register: UseFormRegister<MediaDetailsFormInput>;
  errors: FieldErrors<MediaDetailsFormInput>;
  disabled?: boolean;
};

/** Title (required), caption and comma-separated tags: the same fields when uploading and editing. */
export function MediaDetailsFields({ register, errors, disabled }: MediaDetailsFieldsProps) {
  return (
    <>
      <Field label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" disabled={disabled} {...register('title')} />
      </Field>
      <Field label="Caption" error={errors.caption?.message}>
        <Textarea rows={3} disabled={disabled} {...register('caption')} />
      </Field>
      <Field
        label="Tags"
        error={errors.tags?.message}
        hint={`Separate tags with commas, e.g. ceramics, glaze, blue (up to ${MEDIA_TAGS_MAX}).`}
      >
        <Input autoComplete="off" autoCapitalize="none" disabled={disabled} {...register('tags')} />
      </Field>
    </>
  );
}
