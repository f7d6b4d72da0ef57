import { and, desc, eq, sql } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { commentCount, likeCount, mediaItemColumns } from './columns.ts';
import { media } from './tables.ts';

/**
 * A position in the newest-first order. `createdAt` keeps Postgres's full microsecond precision
 * (a JavaScript Date would round it to milliseconds and make neighbouring rows skip or repeat).
 */
export type MediaKeyset = { createdAt: string; id: string };

export type PublishedMediaRow = {
  id: string;
  title: string;
  caption: string;
  type: 'image' | 'video';
  storageKey: string;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
  tags: string[];
  priceMacs: number | null;
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
};

const keysetTimestamp = sql<string>`to_char(${media.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of published media, newest first (ties broken by id), strictly after `after`, with the
 * artist's public fields and engagement counts, all in one query.
 */
export async function listPublishedMedia(
  db: Db,
  options: { after?: MediaKeyset | undefined; limit: number },
): Promise<PublishedMediaRow[]> {
  const { after, limit } = options;
  const rows = await db
    .select({
      ...mediaItemColumns,
      priceMacs: media.priceMacs,
      likes: likeCount,
      comments: commentCount,
      keysetTimestamp,
      artistId: users.id,
      artistName: users.name,
      artistUsername: users.username,
      artistAvatarUrl: users.avatarUrl,
      artistVerified: users.verified,
      artistLocation: artistProfiles.location,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
    .where(
      and(
        eq(media.published, true),
        after
          ? sql`(${media.createdAt}, ${media.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
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
    thumbnailKey: r.thumbnailKey,
    width: r.width,
    height: r.height,
    tags: r.tags,
    priceMacs: r.priceMacs,
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
  }));
}
