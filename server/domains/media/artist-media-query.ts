import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { orders } from '#server/domains/marketplace/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { isoTimestamp, jsonObject } from '#server/platform/db/sql-json.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import {
  originalUrlOf,
  previewOnlyOf,
  priceOf,
  renditionInputs,
  shownUrlOf,
  thumbnailUrl,
} from './artwork-json.ts';
import { commentCount, likeCount } from './columns.ts';
import { media, mediaLikes, mediaSaves } from './tables.ts';
import { artworkIsPublicBy } from './visibility.ts';

type Variant = `${'id' | 'username'}:${'viewer' | 'visitor'}`;

const owner = alias(users, 'owner');
const viewerId = sql`${sql.placeholder('viewerId')}::uuid`;

/** Whether the viewer has a row in a per-user table (likes, saves): a probe of its primary key. */
const viewerHas = (table: typeof mediaLikes | typeof mediaSaves) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${viewerId} and ${table.mediaId} = ${outer(media.id)})`;

/** The API shape of an artwork for this viewer (spec §3 "Media"), as toMediaItem in media-item.ts. */
function mediaItemJson(viewer: boolean): SQL {
  const isOwner = viewer ? sql`(${media.artistId} = ${viewerId})` : sql`false`;
  // A buyer may watch the video they paid for.
  const entitled = viewer
    ? sql`(${isOwner} or exists (select 1 from ${orders} where ${orders.mediaId} = ${media.id} and ${orders.buyerId} = ${viewerId}))`
    : false;
  return jsonObject({
    id: media.id,
    title: media.title,
    caption: media.caption,
    type: media.type,
    url: shownUrlOf(entitled),
    previewOnly: previewOnlyOf(entitled),
    originalUrl: originalUrlOf(sql`(${media.allowDownload} or ${isOwner})`),
    thumbnail: thumbnailUrl,
    // Keys only: the service turns them into the list (artwork-json.ts says why).
    renditions: renditionInputs,
    width: media.width,
    height: media.height,
    tags: media.tags,
    uploadDate: isoTimestamp(media.createdAt),
    likes: likeCount,
    views: media.views,
    downloads: media.downloads,
    comments: commentCount,
    allowDownload: media.allowDownload,
    price: priceOf,
    editionSize: media.editionSize,
    published: media.published,
    hiddenReason: sql`case when ${media.hiddenAt} is null then null else coalesce(${media.hiddenReason}, '') end`,
    artist: jsonObject({
      id: media.artistId,
      name: users.name,
      username: users.username,
      avatarUrl: users.avatarUrl,
    }),
    viewer: viewer
      ? jsonObject({ liked: viewerHas(mediaLikes), saved: viewerHas(mediaSaves), isOwner })
      : sql`json_build_object('liked', false, 'saved', false, 'isOwner', false)`,
  });
}

function buildArtistMediaStatement(db: Db, variant: Variant, name: string) {
  const [by, caller] = variant.split(':');
  const viewer = caller === 'viewer';
  // Public work is seen by everyone; the rest by its artist only.
  const visible = viewer
    ? or(artworkIsPublicBy(users), eq(media.artistId, viewerId))
    : artworkIsPublicBy(users);
  // Newest first on media_artist_created_idx (artist_id, created_at desc, id desc): no sort.
  const page = db
    .select({
      item: sql<MediaItem>`${mediaItemJson(viewer)}`.as('item'),
      createdAt: media.createdAt,
      id: media.id,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .where(and(eq(media.artistId, owner.id), visible))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(sql.placeholder('limit'))
    .as('page');
  const who =
    by === 'id'
      ? sql`${owner.id} = ${sql.placeholder('id')}::uuid`
      : sql`lower(${owner.username}) = ${sql.placeholder('username')}`;
  return db
    .select(
      plainFields({
        ownerId: sql<string>`${owner.id}`,
        items: sql<
          MediaItem[]
        >`(select coalesce(json_agg(${page.item} order by ${page.createdAt} desc, ${page.id} desc), '[]'::json) from ${page})`,
      }),
    )
    .from(owner)
    .where(who)
    .limit(1)
    .prepare(name);
}

const artistMediaStatement = preparedPerDatabase('artist_media', buildArtistMediaStatement, {
  plain: true,
});

/**
 * GET /media/artist/{id}: the user (by id or username, any letter case) and their work newest
 * first, as the API's JSON, in one statement; no row means no such user. Any user can own media,
 * so no artist profile is needed. The owner also sees unpublished work.
 */
export function artistMediaRead(
  db: Db,
  idOrUsername: string,
  viewer: string | null,
  limit: number,
): BoundRead<{ ownerId: string; items: MediaItem[] }> {
  const by = isUuid(idOrUsername) ? 'id' : 'username';
  const values: Record<string, unknown> =
    by === 'id' ? { id: idOrUsername, limit } : { username: idOrUsername.toLowerCase(), limit };
  if (viewer) values.viewerId = viewer;
  return { ...artistMediaStatement(db, `${by}:${viewer ? 'viewer' : 'visitor'}`), values };
}
