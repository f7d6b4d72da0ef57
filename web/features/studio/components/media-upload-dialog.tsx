import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MediaItem } from '#shared/schemas/media.ts';
import { checkMediaFile } from '#shared/uploads.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { uploadMedia } from '../api/media-api.ts';
import {
  emptyMediaDetails,
  type MediaDetailsForm,
  type MediaDetailsFormInput,
  mediaDetailsFields,
  mediaDetailsFormSchema,
} from '../lib/media-form.ts';
import { MediaDetailsFields } from './media-details-fields.tsx';
import { MediaFilePicker } from './media-file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';

export const CHOOSE_FILE_MESSAGE = 'Please choose a file to upload';
export const UPLOAD_FAILED_MESSAGE = 'Upload failed. Please try again.';

type MediaUploadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (item: MediaItem) => void;
};

/** The upload modal: a file, its title (required), caption and tags, sent with a real progress bar. */
export function MediaUploadDialog({ open, onOpenChange, onUploaded }: MediaUploadDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    MediaDetailsFormInput,
    unknown,
    MediaDetailsForm
  >({ resolver: zodResolver(mediaDetailsFormSchema), defaultValues: emptyMediaDetails });
  const uploading = percent !== null;

  // A fresh form each time the modal opens; whatever was typed stays while it is open.
  useEffect(() => {
    if (!open) return;
    reset(emptyMediaDetails);
    setFile(null);
    setFileError(null);
    setFormError(null);
    setPercent(null);
  }, [open, reset]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = (chosen: File) => {
    setFile(chosen);
    setFileError(checkMediaFile(chosen));
  };

  const upload = async (values: MediaDetailsForm, chosen: File) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setFormError(null);
    setPercent(0);
    try {
      const body = await uploadMedia(
        { file: chosen, ...values },
        { signal: controller.signal, onProgress: (p) => setPercent(p.percent) },
      );
      onUploaded(body.data);
      onOpenChange(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFormError(applyServerErrors(error, setError, mediaDetailsFields, UPLOAD_FAILED_MESSAGE));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setPercent(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = file ? checkMediaFile(file) : CHOOSE_FILE_MESSAGE;
    setFileError(problem);
    void handleSubmit((values) => (problem || !file ? undefined : upload(values, file)))(event);
  };

  const close = (next: boolean) => {
    if (!next) abortRef.current?.abort();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg" title="Upload media" description="Add an image or a video to your gallery.">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <MediaFilePicker
              file={file}
              error={fileError}
              disabled={uploading}
              onChoose={choose}
              onClear={() => {
                setFile(null);
                setFileError(null);
              }}
            />
            <div className="flex flex-col gap-4">
              <MediaDetailsFields register={register} errors={formState.errors} disabled={uploading} />
            </div>
          </div>
          {uploading ? (
            <div className="flex flex-col gap-1.5">
              <UploadProgress percent={percent} label="Upload progress" />
              <p role="status" className="text-xs text-ink-muted">
                {percent < 100 ? 'Uploading…' : 'Processing your file…'}
              </p>
            </div>
          ) : null}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <DialogFooter className="mt-0">
            {uploading ? (
              <Button variant="outline" onClick={() => abortRef.current?.abort()}>
                Cancel upload
              </Button>
            ) : (
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={uploading}>
              {uploading ? null : <Upload aria-hidden="true" />}
              Upload
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
