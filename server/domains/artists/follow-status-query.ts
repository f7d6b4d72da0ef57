import { eq, sql } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { artistProfiles, follows } from './tables.ts';

type Variant = `${'id' | 'username'}:${'viewer' | 'visitor'}`;

/** The artist found by id or username (active, with a profile) and their follow figures. */
function buildFollowStatement(db: Db, variant: Variant, name: string) {
  const [by, caller] = variant.split(':');
  const who =
    by === 'id'
      ? sql`${users.id} = ${sql.placeholder('id')}::uuid`
      : sql`lower(${users.username}) = ${sql.placeholder('username')}`;
  return db
    .select(
      plainFields({
        // Exact, from follows_artist_idx; never a stored counter that could drift.
        followers: sql<number>`(select count(*)::int from ${follows} where ${follows.artistId} = ${outer(users.id)})`,
        // A probe of the (follower, artist) primary key.
        following:
          caller === 'viewer'
            ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${sql.placeholder('viewerId')}::uuid and ${follows.artistId} = ${outer(users.id)})`
            : sql<boolean>`false`,
      }),
    )
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(sql`${who} and ${users.suspendedAt} is null`)
    .limit(1)
    .prepare(name);
}

const followStatement = preparedPerDatabase('follow_status', buildFollowStatement, { plain: true });

/**
 * GET /profiles/{id}/follow-status in one statement: no row means no such artist. Signed-out
 * callers (viewerId undefined) are simply not following.
 */
export function followStatusRead(
  db: Db,
  idOrUsername: string,
  viewerId: string | undefined,
): BoundRead<{ followers: number; following: boolean }> {
  const by = isUuid(idOrUsername) ? 'id' : 'username';
  const values: Record<string, unknown> =
    by === 'id' ? { id: idOrUsername } : { username: idOrUsername.toLowerCase() };
  if (viewerId) values.viewerId = viewerId;
  return { ...followStatement(db, `${by}:${viewerId ? 'viewer' : 'visitor'}`), values };
}
