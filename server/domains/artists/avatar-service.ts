import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { setAvatarUrl } from '#server/domains/auth/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, badRequest } from '#server/platform/errors.ts';
import { detectFileType } from '#server/platform/images/detect-type.ts';
import {
  inspectImage,
  openImage,
  toImageError,
  toImageRefusal,
} from '#server/platform/images/image-pipeline.ts';
import { imageQueue } from '#server/platform/images/image-queue.ts';
import { isSafeKey, publicFileUrl } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { AVATAR_SIZES, type AvatarSize } from '#shared/avatar-renditions.ts';
import { AVATAR_MIN_SIZE, isRoughlySquare, uploadMessages } from '#shared/uploads.ts';

const LARGEST_AVATAR: AvatarSize = AVATAR_SIZES[AVATAR_SIZES.length - 1]!;
const FILES_PREFIX = publicFileUrl('');
const groupedKey = /^avatars\/([0-9a-f-]{36})\/\d+\.webp$/;

/** Where one rendition of an avatar upload is stored: all sizes of an upload share a folder. */
function avatarKey(group: string, size: AvatarSize): string {
  const key = `avatars/${group}/${size}.webp`;
  if (!isSafeKey(key)) throw new Error(`Unexpected avatar key ${key}`);
  return key;
}

/** The stored files behind an avatar URL: every size of an upload, or a seeded single file. */
export function avatarKeysOf(url: string | null): string[] {
  if (!url?.startsWith(FILES_PREFIX)) return [];
  const key = url.slice(FILES_PREFIX.length);
  if (!isSafeKey(key) || !key.startsWith('avatars/')) return [];
  const group = groupedKey.exec(key)?.[1];
  return group ? AVATAR_SIZES.map((size) => avatarKey(group, size)) : [key];
}

/** The server's own checks of spec section 5, by content: the client's are never trusted. */
async function checkAvatarImage(bytes: Buffer): Promise<void> {
  if ((await detectFileType(bytes))?.kind !== 'image') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.avatarType, 400, [
      { field: 'avatar', message: uploadMessages.avatarType },
    ]);
  }
  let size: { width: number; height: number };
  try {
    size = await inspectImage(bytes);
  } catch (err) {
    throw toImageRefusal(err, 'avatar');
  }
  if (size.width < AVATAR_MIN_SIZE || size.height < AVATAR_MIN_SIZE) {
    throw badRequest(uploadMessages.avatarMinSize, 'avatar');
  }
  if (!isRoughlySquare(size.width, size.height)) throw badRequest(uploadMessages.avatarAspect, 'avatar');
}

/**
 * Square WebP renditions, auto-rotated, centre-cropped, with no metadata. One after another: each
 * sharp operation holds a libuv thread, and an upload takes one image-queue slot, not four threads.
 */
export async function renderAvatar(bytes: Buffer): Promise<Map<AvatarSize, Buffer>> {
  const image = openImage(bytes);
  const rendered = new Map<AvatarSize, Buffer>();
  try {
    for (const size of AVATAR_SIZES) {
      const resized = image.clone().resize({ width: size, height: size, fit: 'cover' });
      rendered.set(size, await resized.webp({ quality: 82 }).toBuffer());
    }
    return rendered;
  } catch (err) {
    throw toImageRefusal(toImageError(err), 'avatar');
  }
}

/**
 * Stores the renditions of one avatar in a folder of their own and returns the largest one's key,
 * the one `avatarUrl` names. Each key joins `written` before its write, so that after a failure
 * the caller can remove whatever was stored, even half-written.
 */
export async function storeAvatarRenditions(
  storage: Storage,
  renditions: Map<AvatarSize, Buffer>,
  written: string[],
  signal?: AbortSignal,
): Promise<string> {
  const group = randomUUID();
  for (const [size, body] of renditions) {
    signal?.throwIfAborted();
    const key = avatarKey(group, size);
    written.push(key);
    await storage.put(key, body, 'image/webp');
  }
  return avatarKey(group, LARGEST_AVATAR);
}

/**
 * Checks, renders and stores a new avatar, points the user at it, then deletes the one it
 * replaced. The image work runs in the image queue. A failure before the database change, or the
 * client leaving (`signal`), removes what was stored; nothing is half done.
 */
export async function replaceAvatar(
  db: Db,
  storage: Storage,
  userId: string,
  bytes: Buffer,
  log?: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<string> {
  const renditions = await imageQueue.run(async () => {
    await checkAvatarImage(bytes);
    return renderAvatar(bytes);
  }, signal);
  const stored: string[] = [];
  let key: string;
  let previous: string | null;
  try {
    signal?.throwIfAborted();
    key = await storeAvatarRenditions(storage, renditions, stored, signal);
    const url = publicFileUrl(key);
    previous = await db.transaction(async (tx) => {
      const replaced = await setAvatarUrl(tx, userId, url);
      signal?.throwIfAborted();
      return replaced;
    });
  } catch (err) {
    await Promise.allSettled(stored.map((written) => storage.delete(written)));
    throw err;
  }
  // The new avatar is live; an old file that cannot be removed now is only wasted space.
  const old = avatarKeysOf(previous);
  const results = await Promise.allSettled(old.map((key) => storage.delete(key)));
  if (results.some((r) => r.status === 'rejected')) {
    log?.warn({ userId, keys: old }, 'could not delete every file of the previous avatar');
  }
  return publicFileUrl(key);
}
