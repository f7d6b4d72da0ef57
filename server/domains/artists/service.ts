import { listArtistMedia } from '#server/domains/media/gallery.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import { notFound } from '#server/platform/errors.ts';
import {
  ARTIST_NOT_FOUND_MESSAGE,
  type ArtistCategorySlug,
  type ArtistProfile,
  type GalleryItem,
} from '#shared/schemas/artists.ts';
import { findArtistId } from './profile-query.ts';
import { publicProfileRead } from './public-profile-query.ts';
import { type ArtistCategory, artistProfiles, defaultArtistCategory } from './tables.ts';

// The wire enum in shared/ and the stored one here must never drift apart.
const categoryOnWire = (category: ArtistCategory): ArtistCategorySlug => category;

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

/** Hundredths to the decimal MACS the API speaks (DESIGN rule 5). */
const toMacs = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/** The public profile of an artist, with every count computed by the database, in one statement. */
export async function getPublicArtistProfile(db: Db, idOrUsername: string): Promise<ArtistProfile> {
  const [row] = await runRead(publicProfileRead(db, idOrUsername));
  if (!row) throw notFound(ARTIST_NOT_FOUND_MESSAGE);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatarUrl,
    verified: row.verified,
    bookingEnabled: row.bookingEnabled,
    bio: row.bio,
    location: row.location,
    website: row.website,
    social: { instagram: row.instagram, twitter: row.twitter },
    category: categoryOnWire(row.category),
    stats: {
      followers: row.followers,
      following: row.following,
      artworks: row.artworks,
      views: row.workViews + row.profileViews,
      // Sales arrive with the marketplace; until then nothing can have been sold.
      sales: 0,
      rating: row.rating,
      reviews: row.reviews,
    },
    pricing: { hourlyRate: toMacs(row.hourlyRateMacs), currency: 'MACS' },
    specialties: row.specialties,
    experience: row.experience,
    responseTime: row.responseTime,
    languages: row.languages,
    education: row.education,
    achievements: row.achievements,
    memberSince: row.memberSince.toISOString(),
  };
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
