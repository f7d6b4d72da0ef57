import { eq, sql } from 'drizzle-orm';
import { setArtistRole, updateIdentity } from '#server/domains/auth/service.ts';
import { users } from '#server/domains/auth/tables.ts';
import { endOpenCampaigns } from '#server/domains/campaigns/campaign-write-service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict, forbidden, notFound } from '#server/platform/errors.ts';
import {
  ARTIST_NOT_FOUND_MESSAGE,
  type ArtistProfile,
  OWN_PROFILE_ONLY_MESSAGE,
  type OwnArtistProfile,
  PROFILE_DELETED_MESSAGE,
  PROFILE_EXISTS_MESSAGE,
  type UpdateArtistProfile,
} from '#shared/schemas/artists.ts';
import type { OwnUser } from '#shared/schemas/user.ts';
import { hideArtistMedia } from './media-visibility.ts';
import { findArtistId } from './profile-query.ts';
import { getPublicArtistProfile } from './service.ts';
import { artistProfiles, follows } from './tables.ts';

export type ProfileMutation = { data: OwnArtistProfile; user: OwnUser };

/** Only the profile's own columns, only those sent: nothing else in a body can be written. */
function toProfileColumns(input: UpdateArtistProfile) {
  const { name: _name, username: _username, hourlyRate, ...fields } = input;
  const columns: Partial<typeof artistProfiles.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(columns, { [key]: value });
  }
  // MACS hundredths in storage (DESIGN rule 5); round() absorbs binary noise such as 0.29 * 100.
  if (hourlyRate !== undefined)
    columns.hourlyRateMacs = hourlyRate === null ? null : Math.round(hourlyRate * 100);
  return columns;
}

const identityOf = (input: UpdateArtistProfile) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.username !== undefined && { username: input.username }),
});

async function addPrivateFields(db: Db, profile: ArtistProfile): Promise<OwnArtistProfile> {
  const [row] = await db
    .select({ email: users.email, phone: artistProfiles.phone, timezone: artistProfiles.timezone })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(eq(users.id, profile.id));
  if (!row) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return { ...profile, ...row };
}

/** The owner gets their e-mail, phone and time zone too; everyone else the public profile. */
export async function getArtistProfileForViewer(
  db: Db,
  idOrUsername: string,
  viewerId: string | undefined,
): Promise<ArtistProfile | OwnArtistProfile> {
  const profile = await getPublicArtistProfile(db, idOrUsername);
  return profile.id === viewerId ? addPrivateFields(db, profile) : profile;
}

async function readOwnProfile(tx: Db, userId: string) {
  return addPrivateFields(tx, await getPublicArtistProfile(tx, userId));
}

/** 'Join as Creator' for a signed-in supporter: profile, identity changes and role, all or nothing. */
export async function createOwnArtistProfile(
  db: Db,
  userId: string,
  input: UpdateArtistProfile,
): Promise<ProfileMutation> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(artistProfiles)
      .values({ ...toProfileColumns(input), userId })
      .onConflictDoNothing()
      .returning({ userId: artistProfiles.userId });
    if (created.length === 0) throw conflict(PROFILE_EXISTS_MESSAGE);
    await updateIdentity(tx, userId, identityOf(input));
    const user = await setArtistRole(tx, userId, true);
    return { data: await readOwnProfile(tx, userId), user };
  });
}

/** 404 when there is no such artist, 403 when it is someone else's. */
async function assertOwnProfile(db: Db, userId: string, idOrUsername: string): Promise<void> {
  const artistId = await findArtistId(db, idOrUsername);
  if (!artistId) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  if (artistId !== userId) throw forbidden(OWN_PROFILE_ONLY_MESSAGE);
}

/**
 * Name and username belong to the account (auth domain), the rest to the profile; both change in
 * one transaction, so a taken username (409) leaves the profile untouched as well.
 */
export async function updateOwnArtistProfile(
  db: Db,
  userId: string,
  idOrUsername: string,
  input: UpdateArtistProfile,
): Promise<ProfileMutation> {
  await assertOwnProfile(db, userId, idOrUsername);
  return db.transaction(async (tx) => {
    const columns = toProfileColumns(input);
    if (Object.keys(columns).length > 0) {
      await tx
        .update(artistProfiles)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(artistProfiles.userId, userId));
    }
    const user = await updateIdentity(tx, userId, identityOf(input));
    return { data: await readOwnProfile(tx, userId), user };
  });
}

/**
 * The account becomes a supporter again. Followers are released (only artists can be followed),
 * the artist's media are hidden, not deleted (see media-visibility.ts for why), and running
 * campaigns end now, so nobody gives to an artist who is gone.
 */
export async function deleteOwnArtistProfile(
  db: Db,
  userId: string,
  idOrUsername: string,
): Promise<{ message: string; user: OwnUser }> {
  await assertOwnProfile(db, userId, idOrUsername);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(artistProfiles)
      .where(eq(artistProfiles.userId, userId))
      .returning({ userId: artistProfiles.userId });
    // A concurrent delete got there first; the profile is gone either way.
    if (removed.length === 0) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
    await tx.delete(follows).where(eq(follows.artistId, userId));
    await hideArtistMedia(tx, userId);
    await endOpenCampaigns(tx, userId);
    return { message: PROFILE_DELETED_MESSAGE, user: await setArtistRole(tx, userId, false) };
  });
}
