import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MediaItem } from '#shared/schemas/media.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { updateMedia } from '../api/media-api.ts';
import {
  type MediaDetailsForm,
  type MediaDetailsFormInput,
  mediaDetailsFields,
  mediaDetailsFormSchema,
  mediaDetailsOf,
} from '../lib/media-form.ts';
import { MediaDetailsFields } from './media-details-fields.tsx';

export const UPDATE_FAILED_MESSAGE = 'Failed to update media. Please try again.';

type MediaEditDialogProps = {
  item: MediaItem | null;
  onClose: () => void;
  onSaved: (item: MediaItem) => void;
};

/** The edit modal: title (required), caption and tags, saved with PUT /media/{id}. */
export function MediaEditDialog({ item, onClose, onSaved }: MediaEditDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    MediaDetailsFormInput,
    unknown,
    MediaDetailsForm
  >({ resolver: zodResolver(mediaDetailsFormSchema), defaultValues: { title: '', caption: '', tags: '' } });
  const save = useMutation({
    mutationFn: (values: MediaDetailsForm) => updateMedia(item?.id ?? '', values),
  });

  useEffect(() => {
    if (!item) return;
    reset(mediaDetailsOf(item));
    setFormError(null);
  }, [item, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = await save.mutateAsync(values);
      onSaved(body.data);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, mediaDetailsFields, UPDATE_FAILED_MESSAGE));
    }
  });

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Edit media"
        description={item ? `Change how “${item.title}” is described.` : undefined}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <MediaDetailsFields
            register={register}
            errors={formState.errors}
            disabled={formState.isSubmitting}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
