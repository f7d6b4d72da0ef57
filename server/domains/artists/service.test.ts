import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createTestUser } from '#server/test/users.ts';
import { createArtistProfile } from './service.ts';
import { artistProfiles, follows } from './tables.ts';

describe('artist profiles', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('creates an empty creator profile with booking disabled, inside the caller transaction', async () => {
    const user = await createTestUser(database, { role: 'artist' });
    await database.db.transaction(async (tx) => createArtistProfile(tx, user.id));
    const [profile] = await database.db
      .select()
      .from(artistProfiles)
      .where(eq(artistProfiles.userId, user.id));
    expect(profile).toMatchObject({
      bookingEnabled: false,
      category: 'mixed-media',
      bio: '',
      timezone: 'UTC',
      specialties: [],
      views: 0,
    });
  });

  it('refuses a category outside the four Discover categories', async () => {
    const user = await createTestUser(database);
    await expect(
      database.db.insert(artistProfiles).values({ userId: user.id, category: 'poetry' as never }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  it('refuses following oneself', async () => {
    const user = await createTestUser(database);
    await expect(
      database.db.insert(follows).values({ followerId: user.id, artistId: user.id }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
