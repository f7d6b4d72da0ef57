import { and, desc, eq, sql } from 'drizzle-orm';
import { artistCardJsonFields } from '#server/domains/artists/artist-card-json.ts';
import { artistProfiles, follows } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import {
  previewOnlyOf,
  priceOf,
  renditionInputs,
  shownUrlOf,
  thumbnailUrl,
} from '#server/domains/media/artwork-json.ts';
import { commentCount, likeCount } from '#server/domains/media/columns.ts';
import type { Keyset } from '#server/domains/media/keyset.ts';
import { media, mediaLikes, mediaSaves } from '#server/domains/media/tables.ts';
import { artworkIsPublicBy } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { isoTimestamp, jsonObject } from '#server/platform/db/sql-json.ts';
import type { FeedPost } from '#shared/schemas/feed.ts';

/*
 * The feed is a read model across media, artists and their engagement, like the marketplace
 * listing and search: one statement returns a page of posts in the API's shape.
 */

type Variant = `${'all' | 'following'}:${'first' | 'after'}:${'viewer' | 'visitor'}`;

/** Whether the viewer has a row in a per-user table (likes, saves): a probe of its primary key. */
const viewerHas = (table: typeof mediaLikes | typeof mediaSaves) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${sql.placeholder('viewerId')}::uuid and ${table.mediaId} = ${media.id})`;

/** Spec §3 "Feed post", built by the database. */
function feedPostJson(viewer: boolean) {
  return jsonObject({
    id: media.id,
    artist: jsonObject({
      ...artistCardJsonFields,
      location: artistProfiles.location,
    }),
    artwork: jsonObject({
      title: media.title,
      description: media.caption,
      imageUrl: shownUrlOf(false),
      thumbnailUrl,
      // Keys only: service.ts turns them into the list (artwork-json.ts says why).
      renditions: renditionInputs,
      previewOnly: previewOnlyOf(false),
      width: media.width,
      height: media.height,
      tags: media.tags,
      price: priceOf,
      type: media.type,
    }),
    engagement: jsonObject({ likes: likeCount, comments: commentCount, views: media.views }),
    createdAt: isoTimestamp(media.createdAt),
    viewer: viewer
      ? jsonObject({ liked: viewerHas(mediaLikes), saved: viewerHas(mediaSaves) })
      : sql`json_build_object('liked', false, 'saved', false)`,
  });
}

function buildFeedStatement(db: Db, variant: Variant, name: string) {
  const [scope, position, caller] = variant.split(':');
  return (
    db
      .select(
        plainFields({
          post: sql<FeedPost>`${feedPostJson(caller === 'viewer')}`,
          // Seconds with all six decimals, for the next page's cursor (keysetOfEpoch): cheaper than
          // writing every row's instant as text when only the page's last one is used.
          keysetEpoch: sql<string>`extract(epoch from ${media.createdAt})`,
          id: sql<string>`${media.id}`,
        }),
      )
      .from(media)
      .innerJoin(users, eq(users.id, media.artistId))
      .leftJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
      .where(
        and(
          artworkIsPublicBy(users),
          scope === 'following'
            ? sql`exists (select 1 from ${follows} where ${follows.followerId} = ${sql.placeholder('viewerId')}::uuid and ${follows.artistId} = ${media.artistId})`
            : undefined,
          position === 'after'
            ? sql`(${media.createdAt}, ${media.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      // Exactly media_published_created_idx's order (created_at desc, id desc): the page is the
      // first rows of an index scan, never a sort of every artwork.
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(sql.placeholder('limit'))
      .prepare(name)
  );
}

const feedStatement = preparedPerDatabase('feed_page', buildFeedStatement, { plain: true });

export type FeedRow = { post: FeedPost; keysetEpoch: string; id: string };

/**
 * A keyset timestamp (keyset.ts: UTC, microseconds) from Postgres's exact epoch seconds, as
 * keysetTimestampOf writes it in SQL; feed-query.test.ts holds the two to each other.
 */
export function keysetOfEpoch(epoch: string): string {
  const micros = Math.round(Number(epoch) * 1_000_000);
  const millis = Math.floor(micros / 1000);
  const rest = String(micros - millis * 1000).padStart(3, '0');
  return `${new Date(millis).toISOString().slice(0, 23)}${rest}Z`;
}

/**
 * `rows` posts newest first (ties broken by id) strictly after `after`, with the viewer's like and
 * save; `following` keeps the artists the viewer follows.
 */
export function feedPageRead(
  db: Db,
  options: { rows: number; after?: Keyset | undefined; viewerId: string | null; following: boolean },
): BoundRead<FeedRow> {
  const { rows, after, viewerId, following } = options;
  const variant: Variant = `${following ? 'following' : 'all'}:${after ? 'after' : 'first'}:${viewerId ? 'viewer' : 'visitor'}`;
  const values: Record<string, unknown> = { limit: rows };
  if (viewerId) values.viewerId = viewerId;
  if (after) Object.assign(values, { afterCreatedAt: after.createdAt, afterId: after.id });
  return { ...feedStatement(db, variant), values };
}
