import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { recordAction } from './audit.ts';

/**
 * Function-level authorization (OWASP API5) of the operator console: every /admin route the app
 * registers, found from its own route table, times the four kinds of caller.
 */
let t: TestApp;
const adminRoutes: { method: string; url: string }[] = [];
const callers: Record<'user' | 'artist' | 'admin', TestUser> = {} as never;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/v1/admin')) return;
        for (const method of [route.method].flat())
          if (method !== 'HEAD') adminRoutes.push({ method, url: route.url });
      },
    },
  );
  callers.user = await createTestUser(t.database);
  callers.artist = await createTestUser(t.database, { role: 'artist' });
  callers.admin = await createTestUser(t.database, { role: 'admin' });
});
afterAll(async () => t.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

it('finds the console routes', () => {
  expect(adminRoutes.length).toBeGreaterThanOrEqual(14);
});

describe('every /admin route', () => {
  it('answers 401 to a visitor, 403 to a user and an artist, and lets an operator through; nothing changes', async () => {
    for (const { method, url } of adminRoutes) {
      const before = await t.snapshot();
      const send = (who: TestUser | null) =>
        t.app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers: who ? bearer(who) : {},
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      expect((await send(null)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const role of ['user', 'artist'] as const) {
        const res = await send(callers[role]);
        expect(res.statusCode, `${method} ${url} ${role}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only operators can do this' });
      }
      expect(await t.snapshot(), `${method} ${url}`).toEqual(before);
      const asOperator = await send(callers.admin);
      expect([401, 403], `${method} ${url} admin: ${asOperator.body}`).not.toContain(asOperator.statusCode);
      expect(asOperator.statusCode, `${method} ${url} admin`).toBeLessThan(500);
    }
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself: no update, no delete', async () => {
    await t.database.db.transaction((tx) =>
      recordAction(tx, {
        actorId: callers.admin.id,
        action: 'user.verify',
        targetType: 'user',
        targetId: callers.user.id,
        reason: 'Test',
      }),
    );
    await expect(t.database.db.execute(sql`update moderation_log set reason = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from moderation_log`)).rejects.toThrow();
    const rows = await t.database.db.execute<{ reason: string }>(sql`select reason from moderation_log`);
    expect(rows.rows.map((r) => r.reason)).toEqual(['Test']);
  });
});
