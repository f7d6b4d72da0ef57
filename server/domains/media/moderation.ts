import { eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type HiddenMark, hiddenValues, type ModerationTarget } from '#server/platform/db/hidden-columns.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { media, mediaComments } from './tables.ts';
import { artworkIsPublic } from './visibility.ts';

const author = (row: { authorId: string; authorName: string; authorUsername: string }) => ({
  id: row.authorId,
  name: row.authorName,
  username: row.authorUsername,
});

/** An artwork with what the operator needs to judge it: title, caption, the shown picture. */
export async function loadArtworkTarget(db: Db, id: string): Promise<ModerationTarget | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: media.id,
      title: media.title,
      caption: media.caption,
      type: media.type,
      storageKey: media.storageKey,
      displayKey: media.displayKey,
      thumbnailKey: media.thumbnailKey,
      priceMacs: media.priceMacs,
      allowDownload: media.allowDownload,
      hiddenAt: media.hiddenAt,
      hiddenReason: media.hiddenReason,
      public: sql<boolean>`${artworkIsPublic}`.mapWith(Boolean),
      authorId: users.id,
      authorName: users.name,
      authorUsername: users.username,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .where(eq(media.id, id));
  if (!row) return null;
  // The poster of a video, never the film itself: the console is no way around a sale.
  const picture = row.type === 'video' ? row.thumbnailKey : (row.displayKey ?? row.storageKey);
  return {
    ownerId: row.authorId,
    public: row.public,
    content: {
      type: 'artwork',
      id: row.id,
      title: row.title,
      text: row.caption || null,
      imageUrl: picture ? publicFileUrl(picture) : null,
      href: `/artists/${row.authorUsername}`,
      author: author(row),
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
    },
  };
}

/** A comment, with the artwork it is on as its title. */
export async function loadCommentTarget(db: Db, id: string): Promise<ModerationTarget | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: mediaComments.id,
      body: mediaComments.body,
      hiddenAt: mediaComments.hiddenAt,
      hiddenReason: mediaComments.hiddenReason,
      artworkTitle: media.title,
      artworkPublic: sql<boolean>`${artworkIsPublic}`.mapWith(Boolean),
      authorId: users.id,
      authorName: users.name,
      authorUsername: users.username,
      authorSuspended: sql<boolean>`${users.suspendedAt} is not null`.mapWith(Boolean),
    })
    .from(mediaComments)
    .innerJoin(media, eq(media.id, mediaComments.mediaId))
    .innerJoin(users, eq(users.id, mediaComments.userId))
    .where(eq(mediaComments.id, id));
  if (!row) return null;
  return {
    ownerId: row.authorId,
    public: row.artworkPublic && row.hiddenAt === null && !row.authorSuspended,
    content: {
      type: 'comment',
      id: row.id,
      title: `On “${row.artworkTitle}”`,
      text: row.body,
      imageUrl: null,
      href: null,
      author: author(row),
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
    },
  };
}

/** Hides (or, with null, restores) an artwork; false when there is no such artwork. */
export async function setArtworkHidden(tx: Db, id: string, mark: HiddenMark): Promise<boolean> {
  const rows = await tx
    .update(media)
    .set(hiddenValues(mark))
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return rows.length > 0;
}

export async function setCommentHidden(tx: Db, id: string, mark: HiddenMark): Promise<boolean> {
  const rows = await tx
    .update(mediaComments)
    .set(hiddenValues(mark))
    .where(eq(mediaComments.id, id))
    .returning({ id: mediaComments.id });
  return rows.length > 0;
}
