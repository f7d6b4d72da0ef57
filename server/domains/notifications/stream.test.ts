import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/domains/auth/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { notify } from './service.ts';
import { createStreamHub } from './stream-hub.ts';
import { notifications } from './tables.ts';
import { openSse, type SseStream } from './test-sse-reader.ts';

describe('live notifications over SSE', () => {
  let t: TestApp;
  let base: string;
  const open: SseStream[] = [];

  const connect = async (user: TestUser) => {
    const stream = await openSse(`${base}/api/v1/notifications/stream`, bearer(user));
    open.push(stream);
    return stream;
  };
  const notifyCommitted = (user: TestUser, title: string, message = 'Hello') =>
    t.database.db.transaction((tx) =>
      notify(tx, user.id, 'booking_request', title, message, { clientName: 'Ada' }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => t.close());

  it('opens with the unread count, then delivers each new notification of the caller', async () => {
    const alice = await createTestUser(t.database);
    await notifyCommitted(alice, 'Before the stream');
    const stream = await connect(alice);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await stream.next()).toEqual({ event: 'ready', data: { unreadCount: 1 } });

    const created = await notifyCommitted(alice, 'New booking request');
    const event = await stream.next();
    expect(event).toEqual({ event: 'notification', data: created });
    expect(created).toMatchObject({ title: 'New booking request', read: false, data: { clientName: 'Ada' } });
  });

  it('delivers nothing for a rolled-back transaction', async () => {
    const alice = await createTestUser(t.database);
    const stream = await connect(alice);
    await stream.next();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, alice.id, 'reminder', 'Rolled back', 'Never sent');
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    await notifyCommitted(alice, 'Committed');
    // Events arrive in commit order, so the first one proves the rolled-back one never came.
    expect((await stream.next()).data).toMatchObject({ title: 'Committed' });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(alice) });
    expect(list.json().total).toBe(1);
  });

  it('does not deliver one user’s notification to another user’s stream', async () => {
    const alice = await createTestUser(t.database);
    const bob = await createTestUser(t.database);
    const aliceStream = await connect(alice);
    const bobStream = await connect(bob);
    await aliceStream.next();
    await bobStream.next();
    await notifyCommitted(alice, 'For Alice');
    await notifyCommitted(bob, 'For Bob');
    expect((await bobStream.next()).data).toMatchObject({ title: 'For Bob' });
    expect((await aliceStream.next()).data).toMatchObject({ title: 'For Alice' });
  });

  it('delivers a notification too large for NOTIFY by reading it back', async () => {
    const alice = await createTestUser(t.database);
    const stream = await connect(alice);
    await stream.next();
    const long = 'x'.repeat(9000);
    const created = await notifyCommitted(alice, 'Long one', long);
    expect(await stream.next()).toEqual({ event: 'notification', data: created });
  });

  it('keeps at most five streams per user, closing the oldest', async () => {
    const carol = await createTestUser(t.database);
    const streams: SseStream[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await connect(carol);
      await s.next();
      streams.push(s);
    }
    expect(await streams[0]!.ended()).toBe(true);
    await notifyCommitted(carol, 'Still live');
    for (const s of streams.slice(1)) expect((await s.next()).data).toMatchObject({ title: 'Still live' });
  });

  it('ends a stream whose session is signed out, and sends it nothing more', async () => {
    const dana = await createTestUser(t.database);
    const stream = await connect(dana);
    await stream.next();
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(dana) });
    expect(out.statusCode).toBe(200);
    await notifyCommitted(dana, 'An offer arrived', 'Sam offered 10.00 MACS');
    await expect(stream.next()).rejects.toThrow('stream ended');
    // The notification itself is kept for the next sign-in.
    const list = await t.database.db.select().from(notifications).where(eq(notifications.userId, dana.id));
    expect(list.map((n) => n.title)).toEqual(['An offer arrived']);
  });

  it('ends a suspended account’s stream before it hears of the suspension', async () => {
    const eve = await createTestUser(t.database);
    const stream = await connect(eve);
    await stream.next();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, eve.id));
    await notifyCommitted(eve, 'Your account has been suspended');
    await expect(stream.next()).rejects.toThrow('stream ended');
  });

  it('answers 401 in the wire format without a token', async () => {
    const res = await fetch(`${base}/api/v1/notifications/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('writes a ping comment on every interval so proxies keep the connection open', async () => {
    const hub = createStreamHub(t.ctx, { perUser: 5, total: 10, pingMs: 20 });
    const frank = await createTestUser(t.database);
    const stream = await hub.open(frank.id, frank.sessionId);
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    hub.attach(stream, out as unknown as ServerResponse, 2);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(text.startsWith('event: ready\ndata: {"unreadCount":2}\n\n')).toBe(true);
    expect(text.split(': ping\n\n').length - 1).toBeGreaterThanOrEqual(2);
    // A ping also asks after the session: revoked, the stream ends without waiting for an event.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, frank.sessionId));
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(out.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
    await hub.stop();
  });

  it('refuses new streams with 503 once the process-wide cap is reached', async () => {
    const hub = createStreamHub(t.ctx, { perUser: 5, total: 1, pingMs: 60_000 });
    await hub.open('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000011');
    await expect(
      hub.open('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000012'),
    ).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    await hub.stop();
  });
});

describe('graceful shutdown with open streams', () => {
  it('ends every stream so close does not wait for clients', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createTestUser(t.database);
    const stream = await openSse(`${base}/api/v1/notifications/stream`, bearer(user));
    await stream.next();
    await t.close();
    expect(await stream.ended(1000)).toBe(true);
  });
});
