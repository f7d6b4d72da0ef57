import { AVATAR_FIELD } from '#shared/uploads.ts';
import { buildUploadForm, type UploadProgress, uploadForm } from '#web/lib/upload.ts';

export type AvatarUploadResponse = { success: boolean; data?: { avatarUrl?: string } };

export const AVATAR_UPLOAD_FAILED_MESSAGE = 'Failed to upload avatar. Please try again.';

/**
 * POST /profiles/avatar (spec §7, multipart field `avatar`) → the new avatar's address. An answer
 * without one is a failure: nothing is ever shown as uploaded unless the server stored it.
 */
export async function uploadAvatar(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const body = await uploadForm<AvatarUploadResponse>(
    '/profiles/avatar',
    buildUploadForm({ [AVATAR_FIELD]: file }),
    options,
  );
  const avatarUrl = body?.data?.avatarUrl;
  if (!body?.success || typeof avatarUrl !== 'string' || !avatarUrl) {
    throw new Error(AVATAR_UPLOAD_FAILED_MESSAGE);
  }
  return avatarUrl;
}
