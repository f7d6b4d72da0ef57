import { and, desc, eq, sql } from 'drizzle-orm';
import { artistProfiles, follows } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import { ARTIST_NOT_FOUND_MESSAGE } from '#shared/schemas/artists.ts';
import { type MediaItem, type MediaUpdate, toMacsMinor } from '#shared/schemas/media.ts';
import { commentCount, likeCount, mediaItemColumns } from './columns.ts';
import { afterKeyset, type Keyset, keysetTimestampOf } from './keyset.ts';
import {
  requireOwnedMedia,
  selectMediaRows,
  toMediaItem,
  type ViewerId,
  viewerHas,
  visibleTo,
} from './media-item.ts';
import { media, mediaLikes, mediaSaves } from './tables.ts';
import { artworkIsPublic } from './visibility.ts';

export {
  getMediaItem,
  type MediaRow,
  mediaRowColumns,
  requireOwnedMedia,
  requireVisibleMedia,
  selectMediaRows,
  toMediaItem,
  type ViewerId,
} from './media-item.ts';

export type MediaKeyset = Keyset;

export type PublishedMediaRow = {
  id: string;
  title: string;
  caption: string;
  type: 'image' | 'video';
  storageKey: string;
  displayKey: string | null;
  mediumKey: string | null;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
  tags: string[];
  priceMacs: number | null;
  allowDownload: boolean;
  views: number;
  likes: number;
  comments: number;
  createdAt: Date;
  keyset: MediaKeyset;
  artist: {
    id: string;
    name: string;
    username: string;
    avatarUrl: string | null;
    verified: boolean;
    location: string | null;
  };
  /** The caller's own state; false for visitors. */
  viewer: { liked: boolean; saved: boolean };
};

/**
 * One page of published media, newest first (ties broken by id), strictly after `after`, with the
 * artist's public fields, engagement counts and the viewer's like and save, all in one query.
 * `followerId` narrows it to the artists that user follows.
 */
export async function listPublishedMedia(
  db: Db,
  options: { after?: MediaKeyset | undefined; limit: number; viewerId?: ViewerId; followerId?: string },
): Promise<PublishedMediaRow[]> {
  const { after, limit, viewerId = null, followerId } = options;
  const rows = await db
    .select({
      ...mediaItemColumns,
      likes: likeCount,
      comments: commentCount,
      keysetTimestamp: keysetTimestampOf(media.createdAt),
      artistId: users.id,
      artistName: users.name,
      artistUsername: users.username,
      artistAvatarUrl: users.avatarUrl,
      artistVerified: users.verified,
      artistLocation: artistProfiles.location,
      liked: viewerHas(mediaLikes, viewerId),
      saved: viewerHas(mediaSaves, viewerId),
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
    .where(
      and(
        artworkIsPublic,
        followerId
          ? sql`exists (select 1 from ${follows} where ${follows.followerId} = ${followerId} and ${follows.artistId} = ${media.artistId})`
          : undefined,
        afterKeyset(media.createdAt, media.id, after, 'desc'),
      ),
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);

  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    caption: r.caption,
    type: r.type,
    storageKey: r.storageKey,
    displayKey: r.displayKey,
    mediumKey: r.mediumKey,
    thumbnailKey: r.thumbnailKey,
    width: r.width,
    height: r.height,
    tags: r.tags,
    priceMacs: r.priceMacs,
    allowDownload: r.allowDownload,
    views: r.views,
    likes: r.likes,
    comments: r.comments,
    createdAt: r.createdAt,
    keyset: { createdAt: r.keysetTimestamp, id: r.id },
    artist: {
      id: r.artistId,
      name: r.artistName,
      username: r.artistUsername,
      avatarUrl: r.artistAvatarUrl,
      verified: r.artistVerified,
      location: r.artistLocation,
    },
    viewer: { liked: r.liked, saved: r.saved },
  }));
}

/**
 * GET /media/artist/{id}: a user's work by id or username (any letter case), newest first.
 * The owner also sees unpublished work. Any user can own media, so this does not need an
 * artist profile; an unknown user is 404.
 */
export async function listArtistMediaItems(
  db: Db,
  idOrUsername: string,
  viewerId: ViewerId,
  { limit }: { limit: number },
): Promise<MediaItem[]> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      isUuid(idOrUsername)
        ? eq(users.id, idOrUsername)
        : sql`lower(${users.username}) = ${idOrUsername.toLowerCase()}`,
    )
    .limit(1);
  if (!owner) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  const rows = await selectMediaRows(db, viewerId)
    .where(and(eq(media.artistId, owner.id), visibleTo(viewerId)))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => toMediaItem(row, viewerId));
}

/** PUT /media/{id}: the owner changes the words, tags, download permission and price. */
export async function updateMedia(db: Db, id: string, userId: string, patch: MediaUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnedMedia(tx, id, userId);
    await tx
      .update(media)
      .set({
        title: patch.title,
        ...(patch.caption === undefined ? {} : { caption: patch.caption }),
        ...(patch.tags === undefined ? {} : { tags: patch.tags }),
        ...(patch.allowDownload === undefined ? {} : { allowDownload: patch.allowDownload }),
        ...(patch.price === undefined
          ? {}
          : { priceMacs: patch.price === null ? null : toMacsMinor(patch.price) }),
        updatedAt: sql`now()`,
      })
      .where(eq(media.id, id));
  });
}

/**
 * DELETE /media/{id}: the row goes first (likes, comments, saves and views cascade), then every
 * stored file. Files are removed only after the commit, so a failure can leave an orphaned file
 * but never a row pointing at a missing one; the keys that could not be removed are returned for
 * the log.
 */
export async function deleteMedia(
  db: Db,
  storage: Storage,
  id: string,
  userId: string,
): Promise<{ orphanedKeys: string[] }> {
  const row = await db.transaction(async (tx) => {
    const owned = await requireOwnedMedia(tx, id, userId);
    await tx.delete(media).where(eq(media.id, id));
    return owned;
  });
  const keys = [...new Set([row.storageKey, row.displayKey, row.mediumKey, row.thumbnailKey])].filter(
    (k): k is string => Boolean(k),
  );
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return { orphanedKeys: keys.filter((_, i) => results[i]?.status === 'rejected') };
}
