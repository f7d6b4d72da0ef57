import { eq, type SQL, sql } from 'drizzle-orm';
import { accountIsActive } from '#server/domains/auth/account-state.ts';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { artistProfiles } from './tables.ts';

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
