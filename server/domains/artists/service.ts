import { listArtistMedia } from '#server/domains/media/gallery.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { notFound } from '#server/platform/errors.ts';
import { ARTIST_NOT_FOUND_MESSAGE, type ArtistProfile, type GalleryItem } from '#shared/schemas/artists.ts';
import { findArtistId } from './profile-query.ts';
import { publicProfileRead } from './public-profile-query.ts';
import { artistProfiles, defaultArtistCategory } from './tables.ts';

/**
 * Gives a new creator an empty artist profile. Booking stays disabled until the artist turns it
 * on, so nobody can book someone who has not set up services and availability yet.
 */
export async function createArtistProfile(tx: Db, userId: string): Promise<void> {
  await tx
    .insert(artistProfiles)
    .values({ userId, category: defaultArtistCategory, bio: '', bookingEnabled: false })
    .onConflictDoNothing();
}

/** The public profile of an artist, with every count computed by the database, in one statement. */
export async function getPublicArtistProfile(db: Db, idOrUsername: string): Promise<ArtistProfile> {
  const [row] = await runRead(publicProfileRead(db, idOrUsername));
  if (!row) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return row.profile;
}

/** Published work of an artist, newest first; an unknown artist is a 404, not an empty list. */
export async function getArtistGallery(
  db: Db,
  idOrUsername: string,
  options: { limit: number },
): Promise<GalleryItem[]> {
  const artistId = await findArtistId(db, idOrUsername);
  if (!artistId) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return listArtistMedia(db, artistId, options);
}
