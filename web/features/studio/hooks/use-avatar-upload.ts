import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadMessages } from '#shared/uploads.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { AVATAR_UPLOAD_FAILED_MESSAGE, uploadAvatar } from '../api/avatar-api.ts';
import { checkAvatarChoice } from '../lib/check-avatar.ts';
import { readImageSize } from '../lib/read-image-size.ts';

/** Spec §4 avatar uploader states, plus 'idle' (showing the saved avatar) and 'checking'. */
export type AvatarUploadState =
  | { status: 'idle' }
  | { status: 'checking'; previewUrl: string }
  | { status: 'uploading'; previewUrl: string; percent: number }
  | { status: 'error'; previewUrl: string | null; message: string };

/** Errors that mean the file cannot be pictured at all, so no preview is kept. */
const unpreviewable = new Set<string>([uploadMessages.avatarType, uploadMessages.avatarInvalid]);

/**
 * Choose → check (first error only) → preview → upload with progress → onUploaded(url). A failed
 * upload is an error, never a pretend success; the preview stays so the user sees what failed.
 */
export function useAvatarUpload(onUploaded: (avatarUrl: string) => void) {
  const [state, setState] = useState<AvatarUploadState>({ status: 'idle' });
  const previewRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const dropPreview = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      dropPreview();
    },
    [dropPreview],
  );

  const choose = useCallback(
    async (file: File) => {
      abortRef.current?.abort();
      dropPreview();
      const previewUrl = URL.createObjectURL(file);
      previewRef.current = previewUrl;
      const controller = new AbortController();
      abortRef.current = controller;
      const current = () => !controller.signal.aborted && previewRef.current === previewUrl;

      setState({ status: 'checking', previewUrl });
      const problem = await checkAvatarChoice(file, previewUrl);
      if (!current()) return;
      if (problem) {
        const keep = !unpreviewable.has(problem);
        if (!keep) dropPreview();
        setState({ status: 'error', previewUrl: keep ? previewUrl : null, message: problem });
        return;
      }

      setState({ status: 'uploading', previewUrl, percent: 0 });
      try {
        const avatarUrl = await uploadAvatar(file, {
          signal: controller.signal,
          onProgress: ({ percent }) => {
            if (current()) setState({ status: 'uploading', previewUrl, percent });
          },
        });
        // Fetch the stored picture before dropping the preview, so the swap does not flash.
        await readImageSize(avatarUrl);
        if (!current()) return;
        onUploaded(avatarUrl);
        dropPreview();
        setState({ status: 'idle' });
      } catch (error) {
        if (!current()) return;
        const message =
          error instanceof ApiError && error.status !== 0 && error.message
            ? error.message
            : AVATAR_UPLOAD_FAILED_MESSAGE;
        setState({ status: 'error', previewUrl, message });
      }
    },
    [dropPreview, onUploaded],
  );

  /** The remove-preview button: stops an upload in flight and shows the saved avatar again. */
  const removePreview = useCallback(() => {
    abortRef.current?.abort();
    dropPreview();
    setState({ status: 'idle' });
  }, [dropPreview]);

  return { state, choose, removePreview };
}
