import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import type { Storage, StoredFile } from '#server/platform/storage/storage.ts';
import { DOWNLOAD_NOT_ALLOWED_MESSAGE } from '#shared/schemas/media.ts';
import { requireVisibleMedia, type ViewerId } from './media-item.ts';
import { media } from './tables.ts';

const SLUG_MAX_LENGTH = 80;

/** A file name from the title: ASCII letters, digits and dashes only, so it is safe in a header. */
export function toFileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'artwork';
}

export type Download = { file: StoredFile; filename: string };

/**
 * GET /media/{id}/download: the original, when the artist allows downloads or the caller is the
 * artist. Downloads by others are counted in SQL; the artist fetching their own file is not.
 */
export async function downloadOriginal(
  db: Db,
  storage: Storage,
  id: string,
  viewerId: ViewerId,
): Promise<Download> {
  const artwork = await requireVisibleMedia(db, id, viewerId);
  const isOwner = artwork.artistId === viewerId;
  if (!artwork.allowDownload && !isOwner) throw forbidden(DOWNLOAD_NOT_ALLOWED_MESSAGE);
  const download = await openOriginal(storage, artwork);
  if (!isOwner) {
    await db
      .update(media)
      .set({ downloads: sql`${media.downloads} + 1` })
      .where(eq(media.id, id));
  }
  return download;
}

/**
 * The stored original under a generated name (title slug plus the stored extension). The
 * marketplace hands it to a buyer whatever the artwork's download setting says.
 */
export async function openOriginal(
  storage: Storage,
  artwork: { storageKey: string; title: string },
): Promise<Download> {
  const file = await storage.get(artwork.storageKey);
  if (!file) throw notFound('File not found');
  const extension = artwork.storageKey.slice(artwork.storageKey.lastIndexOf('.') + 1);
  return { file, filename: `${toFileSlug(artwork.title)}.${extension}` };
}

/** Sends a download as a private attachment whose type the browser must not second-guess. */
export function sendDownload(reply: FastifyReply, { file, filename }: Download) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);
}
