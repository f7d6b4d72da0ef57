import type { Db } from '#server/platform/db/client.ts';
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
