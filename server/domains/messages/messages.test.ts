import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '#server/domains/marketplace/tables.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_PAGE_SIZE,
  MESSAGE_REQUIRED_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
} from '#shared/schemas/messages.ts';
import { ensureConversation } from './conversations.ts';
import { bookingBetween, type Cast, callAs, createCast, messageNotificationsOf } from './message-test-kit.ts';
import { messages } from './tables.ts';

describe('messages between a client and an artist', () => {
  let t: TestApp;
  let cast: Cast;
  let call: ReturnType<typeof callAs>;

  const openConversation = async () => {
    const booking = await bookingBetween(t, cast);
    const res = await call('POST', '/conversations', cast.client, { bookingId: booking.id });
    return { bookingId: booking.id, id: res.json().data.id as string };
  };
  const unreadOf = async (who: { token: string }) =>
    (await call('GET', '/conversations/unread', who)).json().count as number;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t);
    cast = await createCast(t);
  });
  afterAll(async () => t.close());

  it('sends a trimmed message, notifies the other party and counts it unread until they read it', async () => {
    const { id, bookingId } = await openConversation();
    const artistUnread = await unreadOf(cast.artist);
    const sent = await call('POST', `/conversations/${id}/messages`, cast.client, {
      body: '  Hello Maya!  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      conversationId: id,
      senderId: cast.client.id,
      senderName: 'Sam Rivera',
      mine: true,
      body: 'Hello Maya!',
    });
    expect(sent.json().data.createdAt).toMatch(/Z$/);

    expect(await messageNotificationsOf(t, cast.artist.id)).toContainEqual(
      expect.objectContaining({
        title: 'New message from Sam Rivera',
        message: 'Hello Maya!',
        data: { conversationId: id, bookingId },
        read: false,
      }),
    );
    expect(await messageNotificationsOf(t, cast.client.id)).toEqual([]);
    expect(await unreadOf(cast.artist)).toBe(artistUnread + 1);
    expect(await unreadOf(cast.client)).toBe(0);

    const list = (await call('GET', '/conversations', cast.artist)).json().data;
    expect(list[0]).toMatchObject({
      id,
      unreadCount: 1,
      lastMessage: { preview: 'Hello Maya!', mine: false },
      otherParty: { name: 'Sam Rivera' },
    });

    const read = await call('GET', `/conversations/${id}/messages`, cast.artist);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.messages).toEqual([
      expect.objectContaining({ body: 'Hello Maya!', mine: false, senderName: 'Sam Rivera' }),
    ]);
    expect(read.json().data.conversation).toMatchObject({ id, unreadCount: 0, myRole: 'artist' });
    expect(await unreadOf(cast.artist)).toBe(artistUnread);
  });

  it('lists the most recently active conversation first and a reply counts for the other side', async () => {
    const older = await openConversation();
    const newer = await openConversation();
    await call('POST', `/conversations/${newer.id}/messages`, cast.client, { body: 'First' });
    await call('POST', `/conversations/${older.id}/messages`, cast.artist, {
      body: 'Reply on the older one',
    });
    const list = (await call('GET', '/conversations', cast.client)).json().data;
    expect(list.map((c: { id: string }) => c.id).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(list[0]).toMatchObject({ unreadCount: 1, lastMessage: { mine: false } });
    expect(list[1]).toMatchObject({ unreadCount: 0, lastMessage: { preview: 'First', mine: true } });
  });

  it('pages a long thread oldest first within each page', async () => {
    const { id } = await openConversation();
    const total = MESSAGE_PAGE_SIZE + 3;
    for (let i = 1; i <= total; i += 1) {
      await t.database.db.insert(messages).values({
        conversationId: id,
        senderId: i % 2 ? cast.client.id : cast.artist.id,
        body: `Message ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const first = (await call('GET', `/conversations/${id}/messages`, cast.client)).json().data;
    expect(first.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.messages[0].body).toBe('Message 4');
    expect(first.messages.at(-1).body).toBe(`Message ${total}`);
    const older = await call('GET', `/conversations/${id}/messages?before=${first.nextBefore}`, cast.client);
    expect(older.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(older.json().data.nextBefore).toBeNull();
  });

  it('lists a conversation about an offer with the artwork title', async () => {
    const artwork = await insertMedia(t.database, cast.artist.id, { title: 'Blue Vessel' });
    const [offer] = await t.database.db
      .insert(offers)
      .values({ mediaId: artwork.id, buyerId: cast.client.id, artistId: cast.artist.id, amountMacs: 5000 })
      .returning();
    const id = await ensureConversation(
      t.database.db,
      { offerId: offer!.id },
      { clientId: cast.client.id, artistId: cast.artist.id },
    );
    const list = (await call('GET', '/conversations', cast.artist)).json().data;
    expect(list.find((c: { id: string }) => c.id === id)?.subject).toEqual({
      type: 'offer',
      offerId: offer!.id,
      mediaId: artwork.id,
      title: 'Blue Vessel',
    });
  });

  it('refuses empty and overlong messages with clear words and stores nothing', async () => {
    const { id } = await openConversation();
    const before = await t.snapshot();
    const cases: [unknown, string][] = [
      [{ body: '   ' }, MESSAGE_REQUIRED_MESSAGE],
      [{}, MESSAGE_REQUIRED_MESSAGE],
      [{ body: 'x'.repeat(2001) }, MESSAGE_TOO_LONG_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', `/conversations/${id}/messages`, cast.client, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message,
        error: message,
      });
    }
    const badCursor = await call('GET', `/conversations/${id}/messages?before=nope`, cast.client);
    expect(badCursor.statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(before);
    expect(MESSAGE_TOO_LONG_MESSAGE).toBe('Messages can be at most 2000 characters');
  });

  it('answers 404 to a non-party and 401 signed out on every call, and nothing changes', async () => {
    const { id } = await openConversation();
    await call('POST', `/conversations/${id}/messages`, cast.artist, { body: 'Only for Sam' });
    const before = await t.snapshot();
    const notFound = { success: false, code: 'NOT_FOUND', message: CONVERSATION_NOT_FOUND_MESSAGE };
    for (const [method, url, payload] of [
      ['GET', `/conversations/${id}/messages`, undefined],
      ['POST', `/conversations/${id}/messages`, { body: 'Let me in' }],
      ['GET', '/conversations/not-an-id/messages', undefined],
    ] as const) {
      const res = await call(method, url, cast.stranger, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect((await call('GET', '/conversations', cast.stranger)).json().data).toEqual([]);
    expect(await unreadOf(cast.stranger)).toBe(0);
    for (const url of ['/conversations', '/conversations/unread']) {
      expect((await call('GET', url, null)).json()).toMatchObject({
        success: false,
        code: 'UNAUTHENTICATED',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
