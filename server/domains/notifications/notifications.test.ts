import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import type { NotificationType } from '#shared/notification-types.ts';
import { notifications } from './tables.ts';

const missingId = '00000000-0000-4000-8000-000000000000';

describe('notifications API', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const ids: Record<string, string> = {};

  /** Rows a minute apart, oldest first, so the newest-first order is known. */
  async function seed(user: TestUser, rows: [NotificationType, boolean][]) {
    const base = Date.parse('2025-03-01T12:00:00Z');
    const inserted = await t.database.db
      .insert(notifications)
      .values(
        rows.map(([type, read], i) => ({
          userId: user.id,
          type,
          title: `${type} ${i}`,
          message: `Message ${i}`,
          data: { clientName: 'Ada', price: 12_000, currency: 'MACS' },
          read,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning();
    return inserted.map((r) => r.id);
  }

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? bearer(user) : {} });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    await t.database.db.delete(notifications);
    alice = await createTestUser(t.database);
    bob = await createTestUser(t.database);
    const [request, confirmed, payment, review, message, reminder] = await seed(alice, [
      ['booking_request', false],
      ['booking_confirmed', true],
      ['payment_received', false],
      ['review_received', true],
      ['message_received', false],
      ['reminder', false],
    ]);
    Object.assign(ids, { request, confirmed, payment, review, message, reminder });
    ids.bobs = (await seed(bob, [['booking_cancelled', false]]))[0]!;
  });

  it('lists only the caller’s notifications, newest first, with totals and the unread count', async () => {
    const res = await get('/notifications', alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 6, unreadCount: 4, page: 1, limit: 20 });
    expect(body.notifications.map((n: { type: string }) => n.type)).toEqual([
      'reminder',
      'message_received',
      'review_received',
      'payment_received',
      'booking_confirmed',
      'booking_request',
    ]);
    expect(body.notifications[5]).toEqual({
      id: ids.request,
      type: 'booking_request',
      title: 'booking_request 0',
      message: 'Message 0',
      data: { clientName: 'Ada', price: 12_000, currency: 'MACS' },
      read: false,
      createdAt: '2025-03-01T12:00:00.000Z',
    });
  });

  it('filters by read state, exact type and category', async () => {
    const types = async (query: string) =>
      (await get(`/notifications?${query}`, alice)).json().notifications.map((n: { type: string }) => n.type);
    expect(await types('read=false')).toEqual([
      'reminder',
      'message_received',
      'payment_received',
      'booking_request',
    ]);
    expect(await types('read=true')).toEqual(['review_received', 'booking_confirmed']);
    expect(await types('type=payment_received')).toEqual(['payment_received']);
    expect(await types('category=booking')).toEqual(['booking_confirmed', 'booking_request']);
    expect(await types('category=booking&read=false')).toEqual(['booking_request']);
    expect(await types('category=review')).toEqual(['review_received']);
    expect(await types('category=message')).toEqual(['message_received']);
    expect(await types('category=reminder')).toEqual(['reminder']);
    const filtered = (await get('/notifications?category=payment', alice)).json();
    expect(filtered).toMatchObject({ total: 1, unreadCount: 4 });
  });

  it('pages through the list and clamps the limit to 1..100', async () => {
    const page2 = (await get('/notifications?page=2&limit=4', alice)).json();
    expect(page2).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(page2.notifications.map((n: { id: string }) => n.id)).toEqual([ids.confirmed, ids.request]);
    expect((await get('/notifications?page=3&limit=4', alice)).json().notifications).toEqual([]);
    expect((await get('/notifications?limit=500', alice)).json().limit).toBe(100);
    expect((await get('/notifications?limit=0', alice)).json()).toMatchObject({ limit: 1 });
  });

  it('rejects bad queries with a plain message and 400', async () => {
    const cases: [string, string][] = [
      ['limit=abc', 'Limit must be a whole number'],
      ['limit=2.5', 'Limit must be a whole number'],
      ['page=0', 'Page must be 1 or more'],
      ['read=yes', 'Read must be true or false'],
      ['category=likes', 'Category must be one of booking, payment, review, message, reminder'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/notifications?${query}`, alice);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
    const badType = await get('/notifications?type=party', alice);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/^Type must be one of booking_request, /);
  });

  it('counts unread notifications of the caller only', async () => {
    expect((await get('/notifications/unread-count', alice)).json()).toEqual({ success: true, count: 4 });
    expect((await get('/notifications/unread-count', bob)).json()).toEqual({ success: true, count: 1 });
  });

  it('marks one read, and answers 404 without change for another user’s or a missing id', async () => {
    const patch = (id: string, user: TestUser) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/notifications/${id}/read`, headers: bearer(user) });
    const res = await patch(ids.payment!, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().notification).toMatchObject({ id: ids.payment, read: true });
    expect((await get('/notifications/unread-count', alice)).json().count).toBe(3);

    const before = await t.snapshot();
    for (const id of [ids.bobs!, missingId]) {
      const denied = await patch(id, alice);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('marks all of the caller’s notifications read and leaves other users’ alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, updated: 4 });
    expect((await get('/notifications/unread-count', alice)).json().count).toBe(0);
    expect((await get('/notifications/unread-count', bob)).json().count).toBe(1);
  });

  it('deletes one, and answers 404 without change for another user’s or a missing id', async () => {
    const del = (id: string, user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/notifications/${id}`, headers: bearer(user) });
    const res = await del(ids.review!, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get('/notifications', alice)).json().total).toBe(5);
    expect((await del(ids.review!, alice)).statusCode).toBe(404);

    const before = await t.snapshot();
    expect((await del(ids.bobs!, alice)).statusCode).toBe(404);
    expect(await t.snapshot()).toEqual(before);
    expect((await get('/notifications', bob)).json().total).toBe(1);
  });

  it('rejects an id that is not a UUID with 400 and changes nothing', async () => {
    const before = await t.snapshot();
    for (const [method, url] of [
      ['PATCH', '/api/v1/notifications/42/read'],
      ['DELETE', "/api/v1/notifications/1'%20or%201=1"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(alice) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Notification id must be a valid id',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('requires sign-in on every route, before validating the input', async () => {
    const before = await t.snapshot();
    for (const [method, url] of [
      ['GET', '/api/v1/notifications?limit=abc'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['GET', '/api/v1/notifications/stream'],
      ['PATCH', `/api/v1/notifications/${ids.request}/read`],
      ['POST', '/api/v1/notifications/read-all'],
      ['DELETE', `/api/v1/notifications/${ids.request}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
    }
    const stale = await get('/notifications', { ...alice, token: 'not-a-live-token' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('INVALID_TOKEN');
    expect(await t.snapshot()).toEqual(before);
  });

  it('has no development route when DEV_ROUTES is off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/notifications',
      headers: bearer(alice),
      payload: { type: 'reminder', title: 'Hi', message: 'There' },
    });
    expect(res.statusCode).toBe(404);
  });
});
