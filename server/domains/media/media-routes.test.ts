import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, fund } from '#server/domains/marketplace/marketplace-test-kit.ts';
import { uploadsDirFor } from '#server/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { insertMedia, storeMediaFiles } from './media-test-kit.ts';
import { media, mediaComments, mediaLikes, mediaSaves } from './tables.ts';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('media items: GET, PUT, DELETE /media/{id} and GET /media/artist/{id}', () => {
  let t: TestApp;
  let dataDir: string;
  let artist: TestUser;
  let other: TestUser;
  let published: typeof media.$inferSelect;
  let draft: typeof media.$inferSelect;

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'easel-media-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    artist = await createTestUser(t.database, { username: 'maya_chen', name: 'Maya Chen', role: 'artist' });
    other = await createTestUser(t.database, { name: 'Sam Lee' });
    published = await insertMedia(t.database, artist.id, {
      title: 'Moon Jar',
      caption: 'Wood fired',
      tags: ['ceramics'],
      priceMacs: 12_550,
      width: 2000,
      height: 1500,
      displayKey: 'media/moon-display.webp',
      mediumKey: 'media/moon-800.webp',
      thumbnailKey: 'media/moon-thumb.webp',
      createdAt: new Date('2025-03-01T10:00:00Z'),
    });
    draft = await insertMedia(t.database, artist.id, { title: 'Draft', published: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a published artwork to anyone in the spec Media shape', async () => {
    const res = await call('GET', `/media/${published.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual<MediaItem>({
      id: published.id,
      title: 'Moon Jar',
      caption: 'Wood fired',
      type: 'image',
      url: '/api/v1/files/media/moon-display.webp',
      previewOnly: false,
      hiddenReason: null,
      originalUrl: null,
      thumbnail: '/api/v1/files/media/moon-thumb.webp',
      // Every stored rendition with the width sharp gives a 2000 × 1500 image in its box.
      renditions: [
        { url: '/api/v1/files/media/moon-thumb.webp', width: 480 },
        { url: '/api/v1/files/media/moon-800.webp', width: 800 },
        { url: '/api/v1/files/media/moon-display.webp', width: 1600 },
      ],
      width: 2000,
      height: 1500,
      tags: ['ceramics'],
      uploadDate: '2025-03-01T10:00:00.000Z',
      likes: 0,
      views: 0,
      downloads: 0,
      comments: 0,
      allowDownload: false,
      price: 125.5,
      editionSize: null,
      published: true,
      artist: { id: artist.id, name: 'Maya Chen', username: 'maya_chen', avatarUrl: null },
      viewer: { liked: false, saved: false, isOwner: false },
    });
  });

  it('gives the owner the original URL and the owner flag', async () => {
    const item = (await call('GET', `/media/${published.id}`, artist)).json().data as MediaItem;
    expect(item.viewer.isOwner).toBe(true);
    expect(item.originalUrl).toBe(`/api/v1/files/${published.storageKey}`);
  });

  it('shows a priced video without downloads as its poster to all but its artist and its buyers', async () => {
    const filmmaker = await createTestUser(t.database, { role: 'artist' });
    const video = await insertMedia(t.database, filmmaker.id, {
      type: 'video',
      storageKey: 'media/film.mp4',
      thumbnailKey: 'media/film-poster.webp',
      mimeType: 'video/mp4',
      priceMacs: 40_000,
      allowDownload: false,
    });
    const buyer = await createTestUser(t.database);
    await fund(t, buyer, 400);
    expect(
      (await callAs(t, 'POST', `/marketplace/${video.id}/purchase`, buyer, { price: 400 })).statusCode,
    ).toBe(201);
    const poster = { url: '/api/v1/files/media/film-poster.webp', previewOnly: true, originalUrl: null };
    const film = { url: '/api/v1/files/media/film.mp4', previewOnly: false };
    expect((await call('GET', `/media/${video.id}`)).json().data).toMatchObject(poster);
    expect((await call('GET', `/media/${video.id}`, other)).json().data).toMatchObject(poster);
    expect((await call('GET', `/media/${video.id}`, filmmaker)).json().data).toMatchObject(film);
    expect((await call('GET', `/media/${video.id}`, buyer)).json().data).toMatchObject(film);
    // Once the artist allows downloads, or takes it off sale, anyone may watch it.
    await t.database.db.update(media).set({ allowDownload: true }).where(eq(media.id, video.id));
    expect((await call('GET', `/media/${video.id}`)).json().data).toMatchObject(film);
    await t.database.db
      .update(media)
      .set({ allowDownload: false, priceMacs: null })
      .where(eq(media.id, video.id));
    expect((await call('GET', `/media/${video.id}`)).json().data).toMatchObject(film);
  });

  it('shows a draft to its owner only; others and visitors get 404', async () => {
    expect((await call('GET', `/media/${draft.id}`, artist)).json().data.published).toBe(false);
    for (const user of [other, undefined]) {
      const res = await call('GET', `/media/${draft.id}`, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Media not found', code: 'NOT_FOUND' });
    }
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"])(
    'answers 404 (never 500) for the id %s',
    async (id) => {
      const res = await call('GET', `/media/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
    },
  );

  it('lists an artist by id or username; the owner also sees drafts', async () => {
    const byName = await call('GET', '/media/artist/MAYA_CHEN');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((m: MediaItem) => m.id)).toEqual([published.id]);
    const own = await call('GET', `/media/artist/${artist.id}`, artist);
    expect(
      own
        .json()
        .data.map((m: MediaItem) => m.id)
        .sort(),
    ).toEqual([published.id, draft.id].sort());
    expect((await call('GET', '/media/artist/nobody_here')).statusCode).toBe(404);
    expect((await call('GET', '/media/artist/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  describe('PUT /media/{id}', () => {
    it('lets the owner change title, caption, tags (normalised), download permission and price', async () => {
      const res = await call('PUT', `/media/${draft.id}`, artist, {
        title: '  Blue Study ',
        caption: 'Oil on linen',
        tags: ' Oil, painting ,OIL, , blue',
        allowDownload: true,
        price: 40.1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        title: 'Blue Study',
        caption: 'Oil on linen',
        tags: ['oil', 'painting', 'blue'],
        allowDownload: true,
        price: 40.1,
      });
      const [row] = await t.database.db.select().from(media).where(eq(media.id, draft.id));
      expect(row).toMatchObject({ priceMacs: 4010, allowDownload: true, tags: ['oil', 'painting', 'blue'] });
      const offSale = await call('PUT', `/media/${draft.id}`, artist, { title: 'Blue Study', price: null });
      expect(offSale.json().data).toMatchObject({ price: null, caption: 'Oil on linen' });
    });

    it.each([
      [{ caption: 'x' }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'ok', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'Use at most 20 tags'],
      [{ title: 'ok', tags: ['x'.repeat(31)] }, 'Each tag must be at most 30 characters'],
      [{ title: 'ok', price: 0 }, 'Please enter a valid price'],
      [{ title: 'ok', price: 1.234 }, 'Amounts have at most two decimals'],
      [{ title: 'ok', allowDownload: 'yes' }, 'allowDownload must be true or false'],
    ])('refuses %j with "%s" and changes nothing', async (body, message) => {
      const before = await t.snapshot();
      const res = await call('PUT', `/media/${published.id}`, artist, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await t.snapshot()).toEqual(before);
    });

    it('refuses visitors (401) and other users (403 on published, 404 on drafts) without a change', async () => {
      const before = await t.snapshot();
      expect((await call('PUT', `/media/${published.id}`, undefined, { title: 'Mine' })).statusCode).toBe(
        401,
      );
      const stranger = await call('PUT', `/media/${published.id}`, other, { title: 'Mine' });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe('You can only change your own media');
      expect((await call('PUT', `/media/${draft.id}`, other, { title: 'Mine' })).statusCode).toBe(404);
      expect((await call('PUT', '/media/nope', artist, { title: 'Mine' })).statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);
    });
  });

  describe('DELETE /media/{id}', () => {
    it('refuses visitors and other users, leaving rows and files alone', async () => {
      const { keys } = await storeMediaFiles(t.config);
      const row = await insertMedia(t.database, artist.id, keys);
      const before = await t.snapshot();
      expect((await call('DELETE', `/media/${row.id}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/media/${row.id}`, other)).statusCode).toBe(403);
      expect(await t.snapshot()).toEqual(before);
      for (const key of Object.values(keys))
        expect(await exists(join(uploadsDirFor(t.config), key))).toBe(true);
    });

    it('removes the row, its likes, comments and saves, and every stored file', async () => {
      const { keys } = await storeMediaFiles(t.config);
      const row = await insertMedia(t.database, artist.id, keys);
      await t.database.db.insert(mediaLikes).values({ userId: other.id, mediaId: row.id });
      await t.database.db.insert(mediaSaves).values({ userId: other.id, mediaId: row.id });
      await t.database.db.insert(mediaComments).values({ userId: other.id, mediaId: row.id, body: 'Nice' });

      const res = await call('DELETE', `/media/${row.id}`, artist);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Media deleted' });
      expect(await t.database.db.select().from(media).where(eq(media.id, row.id))).toEqual([]);
      expect(await t.database.db.select().from(mediaLikes).where(eq(mediaLikes.mediaId, row.id))).toEqual([]);
      expect(
        await t.database.db.select().from(mediaComments).where(eq(mediaComments.mediaId, row.id)),
      ).toEqual([]);
      for (const key of Object.values(keys))
        expect(await exists(join(uploadsDirFor(t.config), key))).toBe(false);
      expect((await call('GET', `/media/${row.id}`, artist)).statusCode).toBe(404);
      expect((await call('DELETE', `/media/${row.id}`, artist)).statusCode).toBe(404);
    });
  });

  describe('GET /media/{id}/download', () => {
    it('refuses with the spec message when the artist does not allow downloads, counting nothing', async () => {
      const { keys } = await storeMediaFiles(t.config);
      const row = await insertMedia(t.database, artist.id, { ...keys, title: 'Closed' });
      const before = await t.snapshot();
      for (const user of [other, undefined]) {
        const res = await call('GET', `/media/${row.id}/download`, user);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('The artist has not allowed downloads of this work');
      }
      expect(await t.snapshot()).toEqual(before);
      // The artist always may, and their own download is not counted.
      const own = await call('GET', `/media/${row.id}/download`, artist);
      expect(own.statusCode).toBe(200);
      const [after] = await t.database.db.select().from(media).where(eq(media.id, row.id));
      expect(after!.downloads).toBe(0);
    });

    it('serves the original as an attachment named after the title and counts the download', async () => {
      const { keys, original } = await storeMediaFiles(t.config);
      const row = await insertMedia(t.database, artist.id, {
        ...keys,
        title: 'Café Nights: No. 2!',
        allowDownload: true,
      });
      const res = await call('GET', `/media/${row.id}/download`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('attachment; filename="cafe-nights-no-2.png"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(original)).toBe(true);
      await call('GET', `/media/${row.id}/download`, other);
      const stats = await call('GET', `/media/${row.id}/stats`);
      expect(stats.json().data.downloads).toBe(2);
    });
  });
});
