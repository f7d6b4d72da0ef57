import { eq, type SQL, sql } from 'drizzle-orm';
import { accountIsActive } from '#server/domains/auth/account-state.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { artistProfiles, follows } from './tables.ts';

/**
 * Spec §7 accepts "{id}": a user id, or a username in any letter case. Usernames cannot contain
 * '-', so the two never collide; lower() matches the unique index on lower(username).
 */
function whereArtistIs(idOrUsername: string): SQL {
  const who = isUuid(idOrUsername)
    ? eq(users.id, idOrUsername)
    : sql`lower(${users.username}) = ${idOrUsername.toLowerCase()}`;
  // A suspended artist is "not found" everywhere an artist is looked up.
  return sql`${who} and ${accountIsActive}`;
}

/**
 * An artist is a user with an artist profile; the inner join makes a plain user "not found".
 * Columns are listed one by one so the e-mail, phone and password hash can never come along.
 */
export async function findArtistRow(db: Db, idOrUsername: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatarUrl: users.avatarUrl,
      verified: users.verified,
      memberSince: users.createdAt,
      bookingEnabled: artistProfiles.bookingEnabled,
      bio: artistProfiles.bio,
      category: artistProfiles.category,
      location: artistProfiles.location,
      website: artistProfiles.website,
      instagram: artistProfiles.instagram,
      twitter: artistProfiles.twitter,
      specialties: artistProfiles.specialties,
      education: artistProfiles.education,
      achievements: artistProfiles.achievements,
      languages: artistProfiles.languages,
      experience: artistProfiles.experience,
      responseTime: artistProfiles.responseTime,
      hourlyRateMacs: artistProfiles.hourlyRateMacs,
      profileViews: artistProfiles.views,
      // Both counts ride on indexes: follows_artist_idx and the (follower, artist) primary key.
      followers:
        sql<number>`(select count(*) from ${follows} where ${follows.artistId} = ${users.id})`.mapWith(
          Number,
        ),
      following:
        sql<number>`(select count(*) from ${follows} where ${follows.followerId} = ${users.id})`.mapWith(
          Number,
        ),
    })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(whereArtistIs(idOrUsername))
    .limit(1);
  return row;
}

export type ArtistRow = NonNullable<Awaited<ReturnType<typeof findArtistRow>>>;

/** Just the id, for reads (like the gallery) that need to know the artist exists. */
export async function findArtistId(db: Db, idOrUsername: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(whereArtistIs(idOrUsername))
    .limit(1);
  return row?.id;
}
