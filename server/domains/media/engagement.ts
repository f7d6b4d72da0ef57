import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound, sqlState } from '#server/platform/errors.ts';
import type {
  LikersResponse,
  LikeStateResponse,
  MediaPageQuery,
  MediaPageResponse,
  MediaStats,
  SaveStateResponse,
} from '#shared/schemas/media.ts';
import { MEDIA_NOT_FOUND_MESSAGE } from '#shared/schemas/media.ts';
import { afterKeyset, decodeCursor, keysetTimestampOf, toPage } from './keyset.ts';
import { mediaRowColumns, requireVisibleMedia, toMediaItem, visibleTo } from './media-item.ts';
import { media, mediaComments, mediaLikes, mediaSaves } from './tables.ts';

type PerUserTable = typeof mediaLikes | typeof mediaSaves;

const countOf = (table: PerUserTable | typeof mediaComments, mediaId: string) =>
  sql<number>`(select count(*)::int from ${table} where ${table.mediaId} = ${mediaId})`.mapWith(Number);

/** The exact count and the caller's own state, both read from SQL after the change. */
async function readState(db: Db, table: PerUserTable, mediaId: string, userId: string) {
  const [row] = await db
    .select({
      count: countOf(table, mediaId),
      mine: sql<boolean>`exists (select 1 from ${table} where ${table.mediaId} = ${mediaId} and ${table.userId} = ${userId})`.mapWith(
        Boolean,
      ),
    })
    .from(media)
    .where(eq(media.id, mediaId));
  return { count: row?.count ?? 0, mine: row?.mine ?? false };
}

/**
 * Adds or removes the caller's row. Idempotent by the (user, media) primary key: a repeated or
 * concurrent add does nothing, so counts stay exact without any read-modify-write.
 */
async function setMark(db: Db, table: PerUserTable, mediaId: string, userId: string, on: boolean) {
  await requireVisibleMedia(db, mediaId, userId);
  if (on) {
    try {
      await db.insert(table).values({ userId, mediaId }).onConflictDoNothing();
    } catch (err) {
      // The artwork was deleted between the check and the insert.
      if (sqlState(err) === '23503') throw notFound(MEDIA_NOT_FOUND_MESSAGE);
      throw err;
    }
  } else {
    await db.delete(table).where(and(eq(table.mediaId, mediaId), eq(table.userId, userId)));
  }
  return readState(db, table, mediaId, userId);
}

export async function setLike(
  db: Db,
  mediaId: string,
  userId: string,
  liked: boolean,
): Promise<LikeStateResponse> {
  const { count, mine } = await setMark(db, mediaLikes, mediaId, userId, liked);
  return { success: true, liked: mine, likes: count };
}

export async function setSave(
  db: Db,
  mediaId: string,
  userId: string,
  saved: boolean,
): Promise<SaveStateResponse> {
  const { count, mine } = await setMark(db, mediaSaves, mediaId, userId, saved);
  return { success: true, saved: mine, saves: count };
}

/** GET /media/{id}/likes: who liked it, most recent first, keyset-paged. */
export async function listLikers(
  db: Db,
  mediaId: string,
  viewerId: string | null,
  query: MediaPageQuery,
): Promise<LikersResponse> {
  await requireVisibleMedia(db, mediaId, viewerId);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatarUrl: users.avatarUrl,
      likedAt: keysetTimestampOf(mediaLikes.createdAt),
    })
    .from(mediaLikes)
    .innerJoin(users, eq(users.id, mediaLikes.userId))
    .where(
      and(
        eq(mediaLikes.mediaId, mediaId),
        afterKeyset(mediaLikes.createdAt, mediaLikes.userId, after, 'desc'),
      ),
    )
    .orderBy(desc(mediaLikes.createdAt), desc(mediaLikes.userId))
    .limit(query.limit + 1);
  const { page, nextCursor } = toPage(rows, query.limit, (r) => ({ createdAt: r.likedAt, id: r.id }));
  return { success: true, data: page.map(({ likedAt: _, ...user }) => user), nextCursor };
}

/** GET /media/saved: the caller's saved list, most recently saved first; work made private drops out. */
export async function listSavedMedia(
  db: Db,
  userId: string,
  query: MediaPageQuery,
): Promise<MediaPageResponse> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await db
    .select({ ...mediaRowColumns(userId), savedAt: keysetTimestampOf(mediaSaves.createdAt) })
    .from(mediaSaves)
    .innerJoin(media, eq(media.id, mediaSaves.mediaId))
    .innerJoin(users, eq(users.id, media.artistId))
    .where(
      and(
        eq(mediaSaves.userId, userId),
        visibleTo(userId),
        afterKeyset(mediaSaves.createdAt, mediaSaves.mediaId, after, 'desc'),
      ),
    )
    .orderBy(desc(mediaSaves.createdAt), desc(mediaSaves.mediaId))
    .limit(query.limit + 1);
  const { page, nextCursor } = toPage(rows, query.limit, (r) => ({ createdAt: r.savedAt, id: r.id }));
  return { success: true, data: page.map((row) => toMediaItem(row, userId)), nextCursor };
}

/** GET /media/{id}/stats: every count from SQL in one statement. */
export async function getMediaStats(db: Db, mediaId: string, viewerId: string | null): Promise<MediaStats> {
  await requireVisibleMedia(db, mediaId, viewerId);
  const [row] = await db
    .select({
      likes: countOf(mediaLikes, mediaId),
      comments: countOf(mediaComments, mediaId),
      saves: countOf(mediaSaves, mediaId),
      views: media.views,
      downloads: media.downloads,
    })
    .from(media)
    .where(eq(media.id, mediaId));
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return row;
}
