import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';

describe('development notification route (DEV_ROUTES=true)', () => {
  let t: TestApp;
  let alice: TestUser;
  const post = (payload: unknown, headers: Record<string, string> = bearer(alice)) =>
    t.app.inject({ method: 'POST', url: '/api/v1/dev/notifications', headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ DEV_ROUTES: 'true' });
    alice = await createTestUser(t.database);
  });
  afterAll(async () => t.close());

  it('creates a notification for the caller through the service', async () => {
    const res = await post({
      type: 'payment_received',
      title: 'Payment received',
      message: 'Ada paid for a portrait',
      data: { clientName: 'Ada', amount: 5000, currency: 'USD' },
    });
    expect(res.statusCode).toBe(201);
    const { notification } = res.json();
    expect(notification).toMatchObject({
      type: 'payment_received',
      title: 'Payment received',
      read: false,
      data: { clientName: 'Ada', amount: 5000, currency: 'USD' },
    });
    expect(notification.createdAt).toMatch(/Z$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(alice) });
    expect(list.json()).toMatchObject({ total: 1, unreadCount: 1, notifications: [{ id: notification.id }] });
  });

  it('rejects a bad body with a plain message and changes nothing', async () => {
    const before = await t.snapshot();
    const cases: [unknown, string | RegExp][] = [
      [{ type: 'reminder', title: '  ', message: 'x' }, 'Title is required'],
      [{ type: 'reminder', message: 'x' }, 'Title is required'],
      [{ type: 'reminder', title: 5, message: 'x' }, 'Title must be a string'],
      [
        { type: 'reminder', title: 'x', message: 'm'.repeat(1001) },
        'Message must be at most 1000 characters',
      ],
      [{ type: 'party', title: 'x', message: 'y' }, /^Type must be one of booking_request/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().message).toMatch(message);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('requires sign-in', async () => {
    const res = await post({ type: 'reminder', title: 'x', message: 'y' }, {});
    expect(res.statusCode).toBe(401);
  });
});
