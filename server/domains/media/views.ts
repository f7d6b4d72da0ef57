import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/platform/config.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound, sqlState } from '#server/platform/errors.ts';
import { MEDIA_NOT_FOUND_MESSAGE, type ViewResponse } from '#shared/schemas/media.ts';
import { requireVisibleMedia, type ViewerId } from './media-item.ts';
import { media, mediaViews } from './tables.ts';

/** Without VIEW_HASH_SECRET each process keys its own hashes; several instances should share one. */
const processSecret = randomBytes(32).toString('hex');

export function viewHashSecretFor(config: Pick<Config, 'viewHashSecret'>): string {
  return config.viewHashSecret ?? processSecret;
}

/**
 * Who is viewing, for counting once a day: the user id when signed in, otherwise a keyed hash of
 * the client address, so no address is ever stored and the key cannot be reversed by trying
 * every address without the server's secret.
 */
export function toViewerKey(viewerId: ViewerId, clientIp: string, secret: string): string {
  if (viewerId) return `user:${viewerId}`;
  return `anon:${createHmac('sha256', secret).update(clientIp).digest('hex')}`;
}

/**
 * POST /media/{id}/view. One statement: the day-unique insert, and the increment only when that
 * insert happened, so two racing calls from one viewer count once and the counter never drifts
 * from the rows.
 */
export async function recordView(
  db: Db,
  mediaId: string,
  viewerId: ViewerId,
  viewerKey: string,
): Promise<ViewResponse> {
  await requireVisibleMedia(db, mediaId, viewerId);
  const result = await countView(db, mediaId, viewerKey);
  const row = result.rows[0];
  return { success: true, views: Number(row?.views ?? 0), counted: Boolean(row?.counted) };
}

async function countView(db: Db, mediaId: string, viewerKey: string) {
  try {
    return await db.execute<{ views: number; counted: boolean }>(sql`
    with inserted as (
      insert into ${mediaViews} (media_id, viewer_key, day)
      values (${mediaId}, ${viewerKey}, (now() at time zone 'UTC')::date)
      on conflict do nothing
      returning 1
    ), bumped as (
      update ${media} set views = views + 1
      where id = ${mediaId} and exists (select 1 from inserted)
      returning views
    )
    select coalesce((select views from bumped), (select views from ${media} where id = ${mediaId}), 0)::int as views,
           exists (select 1 from inserted) as counted`);
  } catch (err) {
    // The artwork was deleted between the check and the insert.
    if (sqlState(err) === '23503') throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    throw err;
  }
}
