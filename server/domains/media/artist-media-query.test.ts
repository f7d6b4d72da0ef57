import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { callAs, fund } from '#server/domains/marketplace/marketplace-test-kit.ts';
import { countStatements } from '#server/test/count-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { getMediaItem } from './media-item.ts';
import { insertMedia } from './media-test-kit.ts';
import { mediaLikes, mediaSaves } from './tables.ts';

/**
 * GET /media/artist/{id} builds its items in SQL (artist-media-query.ts); every other media read
 * builds them with toMediaItem. Both must give every viewer the same item, byte for byte.
 */
describe('GET /media/artist/{id}: one statement, the same items as toMediaItem', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', username: 'oona_kiln' });
    buyer = await createTestUser(t.database);
    stranger = await createTestUser(t.database);
    await t.database.db.insert(artistProfiles).values({ userId: artist.id });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    const renditions = {
      width: 1200,
      height: 900,
      thumbnailKey: 'media/t.webp',
      mediumKey: 'media/m.webp',
      displayKey: 'media/d.webp',
    };
    await insertMedia(t.database, artist.id, { title: 'Plain', createdAt: at(1), ...renditions });
    const film = await insertMedia(t.database, artist.id, {
      title: 'Priced film',
      type: 'video',
      priceMacs: 500,
      thumbnailKey: 'media/poster.webp',
      createdAt: at(2),
    });
    await insertMedia(t.database, artist.id, {
      title: 'Free film',
      type: 'video',
      priceMacs: 900,
      allowDownload: true,
      createdAt: at(3),
    });
    await insertMedia(t.database, artist.id, { title: 'Draft', published: false, createdAt: at(4) });
    await insertMedia(t.database, artist.id, {
      title: 'Hidden',
      hiddenAt: new Date(),
      hiddenReason: 'Reported',
      createdAt: at(5),
    });
    const twin = await insertMedia(t.database, artist.id, {
      title: 'Twin',
      editionSize: 3,
      priceMacs: 1,
      createdAt: at(6),
    });
    await insertMedia(t.database, artist.id, { title: 'Twin too', createdAt: at(6) });
    await t.database.db.execute(
      sql`update media set created_at = created_at + interval '3 microseconds' where id = ${twin.id}`,
    );
    await t.database.db.insert(mediaLikes).values({ userId: buyer.id, mediaId: twin.id });
    await t.database.db.insert(mediaSaves).values({ userId: buyer.id, mediaId: film.id });
    await fund(t, buyer, 100);
    expect(
      (await callAs(t, 'POST', `/marketplace/${film.id}/purchase`, buyer, { price: 5 })).statusCode,
    ).toBe(201);
  });
  afterAll(async () => t.close());

  it.each([
    ['a visitor', () => undefined],
    ['the artist', () => artist],
    ['a buyer', () => buyer],
    ['another user', () => stranger],
  ])('gives %s every item as toMediaItem does, newest first', async (_who, user) => {
    const viewer = user();
    for (const who of ['OONA_KILN', artist.id]) {
      let items: MediaItem[] = [];
      const statements = await countStatements(t.database, async () => {
        const res = await callAs(t, 'GET', `/media/artist/${who}?limit=48`, viewer);
        expect(res.statusCode).toBe(200);
        items = res.json().data;
      });
      // The session lookup is a signed-in request's other statement.
      expect(statements).toBe(viewer ? 2 : 1);
      const expected = await Promise.all(
        items.map((item) => getMediaItem(t.database.db, item.id, viewer?.id ?? null)),
      );
      expect(items).toEqual(expected);
      expect(items.map((i) => i.title)).toEqual(
        viewer === artist
          ? ['Twin', 'Twin too', 'Hidden', 'Draft', 'Free film', 'Priced film', 'Plain']
          : ['Twin', 'Twin too', 'Free film', 'Priced film', 'Plain'],
      );
    }
  });

  it('answers 404 for an unknown user in one statement', async () => {
    const statements = await countStatements(t.database, async () => {
      expect((await callAs(t, 'GET', '/media/artist/nobody_here')).statusCode).toBe(404);
    });
    expect(statements).toBe(1);
  });
});
