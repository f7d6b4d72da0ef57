import { media } from '#server/domains/media/tables.ts';
import type { Database } from '#server/platform/db/client.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import { artistProfiles } from './tables.ts';

type ProfileFields = Partial<Omit<typeof artistProfiles.$inferInsert, 'userId'>>;

/** A signed-in artist with a profile, inserted directly (tests of other routes need no POST /profiles). */
export async function createTestArtist(
  database: Database,
  user: Parameters<typeof createTestUser>[1] = {},
  profile: ProfileFields = {},
): Promise<TestUser> {
  const artist = await createTestUser(database, { ...user, role: 'artist' });
  await database.db.insert(artistProfiles).values({ userId: artist.id, ...profile });
  return artist;
}

type MediaFields = Partial<Omit<typeof media.$inferInsert, 'artistId'>> & { title: string };

/** Artworks for an artist; the storage keys are placeholders, no files are written. */
export async function addTestMedia(
  database: Database,
  artistId: string,
  items: MediaFields[],
): Promise<string[]> {
  const rows = await database.db
    .insert(media)
    .values(
      items.map((m, i) => ({
        type: 'image' as const,
        storageKey: `media/${artistId}-${i}-${Math.random().toString(36).slice(2)}.png`,
        ...m,
        artistId,
      })),
    )
    .returning({ id: media.id });
  return rows.map((r) => r.id);
}
