import { z } from 'zod';
import { findArtistId } from '#server/domains/artists/profile-query.ts';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, badRequest, forbidden } from '#server/platform/errors.ts';
import { containsNul, NUL_MESSAGE } from '#server/platform/http/input-guard.ts';
import { detectFileType } from '#server/platform/images/detect-type.ts';
import { toImageRefusal } from '#server/platform/images/image-pipeline.ts';
import type { ReceivedUpload } from '#server/platform/storage/multipart.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { MalformedVideoError } from '#server/platform/video/strip-metadata.ts';
import {
  type MediaItem,
  mediaCaptionSchema,
  mediaTagsSchema,
  mediaTitleSchema,
} from '#shared/schemas/media.ts';
import { MEDIA_FILE_FIELD, uploadMessages } from '#shared/uploads.ts';
import { getMediaItem } from './media-item.ts';
import { media } from './tables.ts';
import {
  createWriteLog,
  type StoredVariants,
  storeImageVariants,
  storeVideoVariants,
} from './upload-variants.ts';

export const ARTISTS_ONLY_MESSAGE = 'Only artists can upload media';

/** Checked before the body is read, so a supporter's 50 MB never reaches the disk. */
export async function assertMayUploadMedia(db: Db, auth: AuthContext): Promise<void> {
  if (auth.role === 'artist') return;
  if ((await findArtistId(db, auth.userId)) === undefined) throw forbidden(ARTISTS_ONLY_MESSAGE);
}

/** The text fields of the upload form (spec section 3: title, caption, comma-separated tags). */
export const uploadFieldsSchema = z.object({
  title: mediaTitleSchema,
  caption: mediaCaptionSchema.default(''),
  tags: mediaTagsSchema.default([]),
});

function parseFields(fields: Record<string, string>) {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, String(issue.path[0] ?? 'body'));
  }
  // A form's text never passes the input guard, which sees JSON bodies only: PostgreSQL text
  // cannot hold a NUL, so one would fail the insert (500). Only the fields kept are looked at.
  if (containsNul(parsed.data)) throw badRequest(NUL_MESSAGE);
  return parsed.data;
}

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.mediaType, 400, [
    { field: MEDIA_FILE_FIELD, message: uploadMessages.mediaType },
  ]);

/** Why the files of an upload could not be made, as the person uploading reads it. */
function toProcessingRefusal(err: unknown, kind: 'image' | 'video'): unknown {
  if (err instanceof MalformedVideoError) return badRequest(uploadMessages.videoInvalid, MEDIA_FILE_FIELD);
  return kind === 'image' ? toImageRefusal(err, MEDIA_FILE_FIELD) : err;
}

/**
 * Turns a received upload into stored files and a media row owned by the artist. The type comes
 * from the file's bytes. Any failure after the first write removes every stored file, and the row
 * is inserted (and read back) in one transaction, so there are no orphans and no half rows. When
 * `signal` aborts (the client left) nothing more is written and the transaction rolls back.
 */
export async function createMediaFromUpload(
  db: Db,
  storage: Storage,
  artistId: string,
  upload: ReceivedUpload,
  tempDir: string,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const fields = parseFields(upload.fields);
  const { file } = upload;
  if (!file || file.size === 0) throw unsupported();
  const type = await detectFileType({ path: file.path });
  if (!type) throw unsupported();

  const log = createWriteLog(storage, signal);
  try {
    let stored: StoredVariants;
    try {
      stored =
        type.kind === 'image'
          ? await storeImageVariants(log, file, type, tempDir, signal)
          : await storeVideoVariants(log, file, type);
    } catch (err) {
      throw toProcessingRefusal(err, type.kind);
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({ artistId, type: type.kind, ...fields, ...stored })
        .returning({ id: media.id });
      const item = await getMediaItem(tx, row!.id, artistId);
      // The last moment to give up: after the commit the work is the artist's, answer or not.
      signal?.throwIfAborted();
      return item;
    });
  } catch (err) {
    await log.removeAll();
    throw err;
  }
}
