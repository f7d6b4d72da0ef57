import { AVATAR_MAX_BYTES, checkAvatarFile } from '#shared/uploads.ts';
import { readImageSize } from './read-image-size.ts';

/**
 * Spec §5 avatar checks on a chosen file, first error only. Type and size are known without
 * decoding, so a wrong or huge file is refused before the browser spends time decoding it.
 */
export async function checkAvatarChoice(file: File, objectUrl: string): Promise<string | null> {
  const facts = { type: file.type, size: file.size };
  if (!file.type.startsWith('image/') || file.size > AVATAR_MAX_BYTES) return checkAvatarFile(facts);
  const size = await readImageSize(objectUrl);
  return checkAvatarFile({ ...facts, width: size?.width ?? null, height: size?.height ?? null });
}
