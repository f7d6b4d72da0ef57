import { eq, or, type SQL, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { orders } from '#server/domains/marketplace/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { fromMacsMinor, MEDIA_NOT_FOUND_MESSAGE, type MediaItem } from '#shared/schemas/media.ts';
import { commentCount, isPreviewOnly, likeCount, shownFileKey } from './columns.ts';
import { toRenditions } from './renditions.ts';
import { media, mediaLikes, mediaSaves } from './tables.ts';
import { artworkIsPublic } from './visibility.ts';

/** The signed-in caller's user id, or null for a visitor. */
export type ViewerId = string | null;

/** Whether the viewer has a row in a per-user table (likes, saves) for the artwork. */
export function viewerHas(table: typeof mediaLikes | typeof mediaSaves, viewerId: ViewerId): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`exists (select 1 from ${table} where ${table.mediaId} = ${outer(media.id)} and ${table.userId} = ${viewerId})`.mapWith(
    Boolean,
  );
}

/** Everything `toMediaItem` needs, including the viewer's own state, in one round trip. */
export function mediaRowColumns(viewerId: ViewerId) {
  return {
    id: media.id,
    artistId: media.artistId,
    title: media.title,
    caption: media.caption,
    type: media.type,
    storageKey: media.storageKey,
    displayKey: media.displayKey,
    mediumKey: media.mediumKey,
    thumbnailKey: media.thumbnailKey,
    width: media.width,
    height: media.height,
    tags: media.tags,
    views: media.views,
    downloads: media.downloads,
    priceMacs: media.priceMacs,
    editionSize: media.editionSize,
    allowDownload: media.allowDownload,
    published: media.published,
    hiddenAt: media.hiddenAt,
    hiddenReason: media.hiddenReason,
    createdAt: media.createdAt,
    likes: likeCount,
    comments: commentCount,
    artistName: users.name,
    artistUsername: users.username,
    artistAvatarUrl: users.avatarUrl,
    liked: viewerHas(mediaLikes, viewerId),
    saved: viewerHas(mediaSaves, viewerId),
    bought: viewerBought(viewerId),
  };
}

/** Whether the viewer holds an order of the artwork: a buyer may watch the video they paid for. */
function viewerBought(viewerId: ViewerId): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`exists (select 1 from ${orders} where ${orders.mediaId} = ${outer(media.id)} and ${orders.buyerId} = ${viewerId})`.mapWith(
    Boolean,
  );
}

/** The row query every media listing starts from; callers add where, order and limit. */
export function selectMediaRows(db: Db, viewerId: ViewerId) {
  return db
    .select(mediaRowColumns(viewerId))
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .$dynamic();
}

export type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMediaRows>['execute']>>[number];

/** Public work (artworkIsPublic) is seen by everyone; the rest by its artist only. */
export function visibleTo(viewerId: ViewerId): SQL {
  return viewerId ? or(artworkIsPublic, eq(media.artistId, viewerId))! : artworkIsPublic;
}

/** The API shape of an artwork for this viewer (spec §3 "Media"). */
export function toMediaItem(row: MediaRow, viewerId: ViewerId): MediaItem {
  const isOwner = viewerId !== null && row.artistId === viewerId;
  const mayDownload = row.allowDownload || isOwner;
  const entitled = isOwner || row.bought;
  const shown = shownFileKey(row, entitled);
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    type: row.type,
    url: shown ? publicFileUrl(shown) : '',
    previewOnly: isPreviewOnly(row, entitled),
    originalUrl: mayDownload ? publicFileUrl(row.storageKey) : null,
    thumbnail: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
    renditions: toRenditions(row),
    width: row.width,
    height: row.height,
    tags: row.tags,
    uploadDate: row.createdAt.toISOString(),
    likes: row.likes,
    views: row.views,
    downloads: row.downloads,
    comments: row.comments,
    allowDownload: row.allowDownload,
    price: row.priceMacs === null ? null : fromMacsMinor(row.priceMacs),
    editionSize: row.editionSize,
    published: row.published,
    hiddenReason: row.hiddenAt === null ? null : (row.hiddenReason ?? ''),
    artist: {
      id: row.artistId,
      name: row.artistName,
      username: row.artistUsername,
      avatarUrl: row.artistAvatarUrl,
    },
    viewer: { liked: row.liked, saved: row.saved, isOwner },
  };
}

/** One artwork as this viewer sees it; a malformed id, an unknown id and another's draft are all 404. */
export async function getMediaItem(db: Db, id: string, viewerId: ViewerId): Promise<MediaItem> {
  if (!isUuid(id)) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  const [row] = await selectMediaRows(db, viewerId)
    .where(sql`${eq(media.id, id)} and ${visibleTo(viewerId)}`)
    .limit(1);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return toMediaItem(row, viewerId);
}

/** The few columns the rules below need, without counts or joins. */
const accessColumns = {
  id: media.id,
  artistId: media.artistId,
  title: media.title,
  published: media.published,
  priceMacs: media.priceMacs,
  editionSize: media.editionSize,
  allowDownload: media.allowDownload,
  storageKey: media.storageKey,
  displayKey: media.displayKey,
  mediumKey: media.mediumKey,
  thumbnailKey: media.thumbnailKey,
  mimeType: media.mimeType,
};
export type MediaAccess = { [K in keyof typeof accessColumns]: (typeof accessColumns)[K]['_']['data'] } & {
  /** Whether everyone may see it (not hidden by moderation, artist not suspended). */
  public: boolean;
};

/**
 * An artwork the viewer may see, or 404. `forUpdate` locks the row so a concurrent delete or edit
 * waits for the caller's transaction. `evenIfHidden` also finds published work that moderation
 * hid (`public` false), for the sale paths, which refuse it with a sentence rather than a 404.
 */
export async function requireVisibleMedia(
  db: Db,
  id: string,
  viewerId: ViewerId,
  options: { forUpdate?: boolean; evenIfHidden?: boolean } = {},
): Promise<MediaAccess> {
  if (!isUuid(id)) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  const reach = options.evenIfHidden
    ? sql`(${media.published} or ${media.artistId} = ${viewerId})`
    : visibleTo(viewerId);
  const query = db
    .select({ ...accessColumns, public: sql<boolean>`${artworkIsPublic}`.mapWith(Boolean) })
    .from(media)
    .where(sql`${eq(media.id, id)} and ${reach}`)
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return row as MediaAccess;
}

/** An artwork the caller owns: another's published work is 403, anything they cannot see is 404. */
export async function requireOwnedMedia(db: Db, id: string, userId: string): Promise<MediaAccess> {
  const row = await requireVisibleMedia(db, id, userId, { forUpdate: true });
  if (row.artistId !== userId) throw forbidden('You can only change your own media');
  return row;
}
