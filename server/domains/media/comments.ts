import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import type { Db } from '#server/platform/db/client.ts';
import { forbidden, notFound, sqlState } from '#server/platform/errors.ts';
import {
  COMMENT_NOT_FOUND_MESSAGE,
  type CommentBody,
  type CommentListResponse,
  MEDIA_NOT_FOUND_MESSAGE,
  type MediaComment,
  type MediaPageQuery,
} from '#shared/schemas/media.ts';
import { afterKeyset, decodeCursor, keysetTimestampOf, toPage } from './keyset.ts';
import { requireVisibleMedia, type ViewerId } from './media-item.ts';
import { mediaComments } from './tables.ts';

const commentColumns = {
  id: mediaComments.id,
  body: mediaComments.body,
  createdAt: mediaComments.createdAt,
  hiddenAt: mediaComments.hiddenAt,
  hiddenReason: mediaComments.hiddenReason,
  keysetTimestamp: keysetTimestampOf(mediaComments.createdAt),
  authorId: users.id,
  authorName: users.name,
  authorUsername: users.username,
  authorAvatarUrl: users.avatarUrl,
};

type CommentRow = {
  id: string;
  body: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  authorId: string;
  authorName: string;
  authorUsername: string;
  authorAvatarUrl: string | null;
};

/**
 * A comment hidden by moderation, or written by a suspended account, is gone for everyone but its
 * author (who sees it with the reason).
 */
function commentVisibleTo(viewerId: ViewerId): SQL {
  const isPublic = sql`(${mediaComments.hiddenAt} is null and ${users.suspendedAt} is null)`;
  return viewerId ? sql`(${isPublic} or ${mediaComments.userId} = ${viewerId})` : isPublic;
}

/** The author may delete their comment, and so may the artist on their own work (moderation). */
function toComment(row: CommentRow, viewerId: ViewerId, artistId: string): MediaComment {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: {
      id: row.authorId,
      name: row.authorName,
      username: row.authorUsername,
      avatarUrl: row.authorAvatarUrl,
    },
    canDelete: viewerId !== null && (viewerId === row.authorId || viewerId === artistId),
    hiddenReason: row.hiddenAt === null ? null : (row.hiddenReason ?? ''),
  };
}

/** GET /media/{id}/comments: oldest first, so a thread reads as a conversation; keyset-paged. */
export async function listComments(
  db: Db,
  mediaId: string,
  viewerId: ViewerId,
  query: MediaPageQuery,
): Promise<CommentListResponse> {
  const artwork = await requireVisibleMedia(db, mediaId, viewerId);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await db
    .select(commentColumns)
    .from(mediaComments)
    .innerJoin(users, eq(users.id, mediaComments.userId))
    .where(
      and(
        eq(mediaComments.mediaId, mediaId),
        commentVisibleTo(viewerId),
        afterKeyset(mediaComments.createdAt, mediaComments.id, after, 'asc'),
      ),
    )
    .orderBy(asc(mediaComments.createdAt), asc(mediaComments.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = toPage(rows, query.limit, (r) => ({ createdAt: r.keysetTimestamp, id: r.id }));
  return { success: true, data: page.map((r) => toComment(r, viewerId, artwork.artistId)), nextCursor };
}

export async function addComment(
  db: Db,
  mediaId: string,
  userId: string,
  input: CommentBody,
): Promise<MediaComment> {
  const artwork = await requireVisibleMedia(db, mediaId, userId);
  // Between blocked people no comments on each other's work, answered as for a missing artwork.
  await refuseIfBlocked(db, userId, artwork.artistId, () => notFound(MEDIA_NOT_FOUND_MESSAGE));
  try {
    const [inserted] = await db
      .insert(mediaComments)
      .values({ mediaId, userId, body: input.body })
      .returning({ id: mediaComments.id });
    const [row] = await db
      .select(commentColumns)
      .from(mediaComments)
      .innerJoin(users, eq(users.id, mediaComments.userId))
      .where(eq(mediaComments.id, inserted!.id));
    return toComment(row!, userId, artwork.artistId);
  } catch (err) {
    // The artwork was deleted between the check and the insert.
    if (sqlState(err) === '23503') throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    throw err;
  }
}

/** DELETE /media/{id}/comments/{commentId}: by its author, or by the artist of the work. */
export async function deleteComment(
  db: Db,
  mediaId: string,
  commentId: string,
  userId: string,
): Promise<void> {
  const artwork = await requireVisibleMedia(db, mediaId, userId);
  if (!isUuid(commentId)) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  const [comment] = await db
    .select({ userId: mediaComments.userId })
    .from(mediaComments)
    .where(and(eq(mediaComments.id, commentId), eq(mediaComments.mediaId, mediaId)))
    .limit(1);
  if (!comment) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  if (comment.userId !== userId && artwork.artistId !== userId) {
    throw forbidden('You can only delete your own comments');
  }
  await db.delete(mediaComments).where(eq(mediaComments.id, commentId));
}
