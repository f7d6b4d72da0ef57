import { and, eq, sql } from 'drizzle-orm';
import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { badRequest, notFound } from '#server/platform/errors.ts';
import { ARTIST_NOT_FOUND_MESSAGE, CANNOT_FOLLOW_YOURSELF_MESSAGE } from '#shared/schemas/artists.ts';
import { followStatusRead } from './follow-status-query.ts';
import { findArtistId } from './profile-query.ts';
import { artistProfiles, follows } from './tables.ts';

export type FollowState = { following: boolean; followers: number };

/** Exact, from the follows_artist_idx index; never a stored counter that could drift. */
async function countFollowers(db: Db, artistId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(follows)
    .where(eq(follows.artistId, artistId));
  return row?.n ?? 0;
}

/** Only artists can be followed (404 otherwise), and never by themselves (400). */
async function resolveFollowTarget(db: Db, followerId: string, idOrUsername: string): Promise<string> {
  const artistId = await findArtistId(db, idOrUsername);
  if (!artistId) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  if (artistId === followerId) throw badRequest(CANNOT_FOLLOW_YOURSELF_MESSAGE);
  return artistId;
}

/**
 * Idempotent: the (follower, artist) primary key lets one row exist, however many requests race.
 * The insert selects from artist_profiles so a profile deleted a moment ago gains no follower.
 */
export async function followArtist(db: Db, followerId: string, idOrUsername: string): Promise<FollowState> {
  const artistId = await resolveFollowTarget(db, followerId, idOrUsername);
  // Nobody follows someone they blocked or were blocked by (a block ends any follow either way).
  await refuseIfBlocked(db, followerId, artistId, () => notFound(ARTIST_NOT_FOUND_MESSAGE));
  await db.execute(sql`
    insert into ${follows} (follower_id, artist_id)
    select ${followerId}::uuid, ${artistProfiles.userId} from ${artistProfiles}
    where ${artistProfiles.userId} = ${artistId}::uuid
    on conflict do nothing`);
  return { following: true, followers: await countFollowers(db, artistId) };
}

export async function unfollowArtist(db: Db, followerId: string, idOrUsername: string): Promise<FollowState> {
  const artistId = await resolveFollowTarget(db, followerId, idOrUsername);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.artistId, artistId)));
  return { following: false, followers: await countFollowers(db, artistId) };
}

/** Signed-out callers (viewerId undefined) are simply not following; one statement either way. */
export async function getFollowStatus(
  db: Db,
  viewerId: string | undefined,
  idOrUsername: string,
): Promise<FollowState> {
  const [row] = await runRead(followStatusRead(db, idOrUsername, viewerId));
  if (!row) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return { following: row.following, followers: row.followers };
}
