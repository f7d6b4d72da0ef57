import { asc, eq, sql } from 'drizzle-orm';
import { accountIsActive } from '#server/domains/auth/account-state.ts';
import { users } from '#server/domains/auth/tables.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublic } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import { artistProfiles } from './tables.ts';

export type PublicArtistPage = { username: string; updatedAt: Date };

/**
 * Every artist page anyone may open (an artist profile of an account not suspended, the rule
 * every public read of an artist applies), with when it last changed: the profile, or the
 * newest work everyone may see, whichever is later. For the sitemap.
 */
export async function listPublicArtistPages(db: Db): Promise<PublicArtistPage[]> {
  // greatest() skips the null of an artist without public work.
  const newestWork = sql`(select max(${media.createdAt}) from ${media} where ${media.artistId} = ${outer(users.id)} and ${artworkIsPublic})`;
  return db
    .select({
      username: users.username,
      updatedAt: sql<Date>`greatest(${artistProfiles.updatedAt}, ${newestWork})`.mapWith(
        artistProfiles.updatedAt,
      ),
    })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(accountIsActive)
    .orderBy(asc(users.username));
}
