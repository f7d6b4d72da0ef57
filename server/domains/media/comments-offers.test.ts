import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/domains/notifications/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { MediaComment } from '#shared/schemas/media.ts';
import { insertMedia } from './media-test-kit.ts';
import { type media, mediaComments } from './tables.ts';

describe('comments and offers', () => {
  let t: TestApp;
  let artist: TestUser;
  let fan: TestUser;
  let other: TestUser;
  let artwork: typeof media.$inferSelect;
  let draft: typeof media.$inferSelect;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(user ? { headers: bearer(user) } : {}),
      ...(payload ? { payload } : {}),
    });
  const notificationsOf = (user: TestUser) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createTestUser(t.database, { role: 'artist', name: 'Maya Chen' });
    fan = await createTestUser(t.database, { name: 'Sam Lee' });
    other = await createTestUser(t.database, { name: 'Ada Park' });
    artwork = await insertMedia(t.database, artist.id, { title: 'Moon Jar', priceMacs: 15_000 });
    draft = await insertMedia(t.database, artist.id, { title: 'Draft', published: false, priceMacs: 100 });
  });
  afterAll(async () => t.close());

  describe('comments', () => {
    it('adds trimmed comments and lists them oldest first, page by page, to anyone', async () => {
      const target = await insertMedia(t.database, artist.id);
      const added = await call('POST', `/media/${target.id}/comments`, fan, { body: '  First!  ' });
      expect(added.statusCode).toBe(201);
      expect(added.json().data).toMatchObject({
        body: 'First!',
        author: { id: fan.id, name: 'Sam Lee', username: fan.username, avatarUrl: null },
        canDelete: true,
      });
      await call('POST', `/media/${target.id}/comments`, other, { body: 'Second' });
      await call('POST', `/media/${target.id}/comments`, fan, { body: 'Third' });

      const page1 = await call('GET', `/media/${target.id}/comments?limit=2`);
      expect(page1.statusCode).toBe(200);
      expect(page1.json().data.map((c: MediaComment) => c.body)).toEqual(['First!', 'Second']);
      expect(page1.json().data.every((c: MediaComment) => c.canDelete === false)).toBe(true);
      const page2 = await call(
        'GET',
        `/media/${target.id}/comments?limit=2&cursor=${page1.json().nextCursor}`,
      );
      expect(page2.json().data.map((c: MediaComment) => c.body)).toEqual(['Third']);
      expect(page2.json().nextCursor).toBeNull();

      // The artist may delete any comment on their work, so every one reads as deletable to them.
      const asArtist = await call('GET', `/media/${target.id}/comments`, artist);
      expect(asArtist.json().data.every((c: MediaComment) => c.canDelete)).toBe(true);
      const asOther = await call('GET', `/media/${target.id}/comments`, other);
      expect(asOther.json().data.map((c: MediaComment) => c.canDelete)).toEqual([false, true, false]);
    });

    it.each([
      [{ body: '   ' }, 'Comment cannot be empty'],
      [{}, 'Body is required'],
      [{ body: 'x'.repeat(2001) }, 'Comments must be at most 2000 characters'],
    ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
      const before = await t.snapshot();
      const res = await call('POST', `/media/${artwork.id}/comments`, fan, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await t.snapshot()).toEqual(before);
    });

    it('refuses visitors (401) and hidden work (404)', async () => {
      const before = await t.snapshot();
      expect(
        (await call('POST', `/media/${artwork.id}/comments`, undefined, { body: 'Hi' })).statusCode,
      ).toBe(401);
      expect((await call('POST', `/media/${draft.id}/comments`, fan, { body: 'Hi' })).statusCode).toBe(404);
      expect((await call('GET', `/media/${draft.id}/comments`)).statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);
    });

    it('lets only the author, or the artist of the work, delete a comment', async () => {
      const target = await insertMedia(t.database, artist.id);
      const mine = (await call('POST', `/media/${target.id}/comments`, fan, { body: 'Mine' })).json().data;
      const theirs = (await call('POST', `/media/${target.id}/comments`, other, { body: 'Theirs' })).json()
        .data;

      const before = await t.snapshot();
      const refused = await call('DELETE', `/media/${target.id}/comments/${theirs.id}`, fan);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You can only delete your own comments');
      expect((await call('DELETE', `/media/${target.id}/comments/${mine.id}`)).statusCode).toBe(401);
      // A comment id under another artwork is not found there.
      expect((await call('DELETE', `/media/${artwork.id}/comments/${mine.id}`, fan)).statusCode).toBe(404);
      expect((await call('DELETE', `/media/${target.id}/comments/nope`, fan)).statusCode).toBe(404);
      expect(await t.snapshot()).toEqual(before);

      const own = await call('DELETE', `/media/${target.id}/comments/${mine.id}`, fan);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ success: true, message: 'Comment deleted' });
      expect((await call('DELETE', `/media/${target.id}/comments/${theirs.id}`, artist)).statusCode).toBe(
        200,
      );
      expect(
        await t.database.db.select().from(mediaComments).where(eq(mediaComments.mediaId, target.id)),
      ).toEqual([]);
    });
  });

  describe('offers', () => {
    it('notifies the artist of an offer on a priced work', async () => {
      const res = await call('POST', `/media/${artwork.id}/offer`, fan, {
        amount: 120.5,
        message: ' Would love it ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: 'Your offer was sent to the artist.' });
      const [note] = await notificationsOf(artist);
      expect(note).toMatchObject({
        type: 'message_received',
        title: 'New offer',
        message: 'Sam Lee offered 120.50 MACS for "Moon Jar"',
        read: false,
        data: { amount: 12_050, price: 15_000, currency: 'MACS', mediaId: artwork.id, note: 'Would love it' },
      });
      // The artist reads it through the notifications API like any other.
      const listed = await call('GET', '/notifications', artist);
      expect(listed.json().notifications[0]).toMatchObject({
        title: 'New offer',
        data: { mediaId: artwork.id },
      });
    });

    it('refuses an offer on your own work, on unpriced work, on hidden work and from visitors', async () => {
      const unpriced = await insertMedia(t.database, artist.id, { title: 'Not for sale' });
      const before = await t.snapshot();
      const own = await call('POST', `/media/${artwork.id}/offer`, artist, { amount: 10 });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe('You cannot make an offer on your own work');
      const notForSale = await call('POST', `/media/${unpriced.id}/offer`, fan, { amount: 10 });
      expect(notForSale.statusCode).toBe(409);
      expect(notForSale.json().message).toBe('This work is not for sale');
      expect((await call('POST', `/media/${draft.id}/offer`, fan, { amount: 10 })).statusCode).toBe(404);
      expect((await call('POST', `/media/${artwork.id}/offer`, undefined, { amount: 10 })).statusCode).toBe(
        401,
      );
      expect(await t.snapshot()).toEqual(before);
    });

    it.each([
      [{}, 'Amount is required'],
      [{ amount: 0 }, 'Please enter a valid offer amount'],
      [{ amount: -5 }, 'Please enter a valid offer amount'],
      [{ amount: '10' }, 'Please enter a valid offer amount'],
      [{ amount: 10, message: 'x'.repeat(501) }, 'Message must be at most 500 characters'],
    ])('refuses %j with "%s"', async (payload, message) => {
      const before = await t.snapshot();
      const res = await call('POST', `/media/${artwork.id}/offer`, other, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await t.snapshot()).toEqual(before);
    });
  });
});
