import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessTable } from './access-table.ts';
import type { Actor, World } from './actors.ts';
import { type createLeakRecorder, openWatchedWorld } from './leak-recorder.ts';
import { type createInventoriedApp, routeKey } from './route-inventory.ts';
import { changedRows, dumpRows } from './row-diff.ts';
import { obeyedTaint, taintedFields } from './tainted-fields.ts';

/**
 * Mass assignment: every route with a JSON body, called by a caller allowed to use it, with its
 * valid body plus fields a client must never set (role, verified, balances, someone else's ids,
 * status, ids, timestamps). The rows the request wrote are read back: none carries those values.
 * Upload forms get the same fields as text parts in uploads.test.ts.
 */
let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let world: World;
let recorder: ReturnType<typeof createLeakRecorder>;

beforeAll(async () => {
  ({ t, recorder, world } = await openWatchedWorld());
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Who sends the body when the route is not owner-only: the side that would use it. */
const callerFor: Record<string, Actor> = {
  'POST /api/v1/campaigns': 'artist',
  'POST /api/v1/crowdfunding': 'artist',
  'POST /api/v1/services': 'artist',
  'POST /api/v1/calendar/availability': 'artist',
  'POST /api/v1/calendar/block': 'artist',
  'POST /api/v1/auth/register': 'anonymous',
  'POST /api/v1/auth/login': 'anonymous',
  'POST /api/v1/auth/reset-password': 'anonymous',
  'POST /api/v1/auth/reset-password/confirm': 'anonymous',
};
/** Routes whose legitimate outcome is the sentinel status (completing a session is their job). */
const statusIsTheOutcome = new Set(['PATCH /api/v1/bookings/:id']);

const phase = (key: string) =>
  key.startsWith('DELETE') ? 2 : key.startsWith('PATCH') || key.startsWith('PUT') ? 1 : 0;

describe('mass assignment', () => {
  test('every route with a body is covered', () => {
    const withBody = t.routes.filter((r) => r.schema?.body).map(routeKey);
    expect(withBody.length).toBeGreaterThan(40);
    expect(withBody.filter((key) => !accessTable[key]?.body)).toEqual([]);
  });

  /** Routes that took the tainted body and wrote rows: proof the extras met real writes. */
  const accepted: string[] = [];

  const keys = Object.keys(accessTable)
    .filter((key) => accessTable[key]!.body)
    .sort((a, b) => phase(a) - phase(b));
  for (const key of keys) {
    test(key, async () => {
      const access = accessTable[key]!;
      const [method, url] = key.split(' ') as [string, string];
      const actor = access.kind === 'owner' ? access.owner : (callerFor[key] ?? 'client');
      const params = access.params?.(world) ?? {};
      const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name]!));
      const valid = access.body!(world);
      const attack = {
        ...Object.fromEntries(
          Object.entries(taintedFields(world.users.stranger.id)).filter(([k]) => !(k in valid)),
        ),
        ...valid,
      };

      const before = await dumpRows(t.database);
      const response = await world.call(actor, method, path, attack);
      const rows = changedRows(before, await dumpRows(t.database));

      expect(response.statusCode, `${key} as ${actor}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (response.statusCode < 300 && rows.length > 0) accepted.push(key);
      expect(
        obeyedTaint(rows, world.users.stranger.id, statusIsTheOutcome.has(key)),
        `${key} as ${actor} wrote attacker-chosen values`,
      ).toEqual([]);
      expect(recorder.drain(), 'responses that leaked secrets or private data').toEqual([]);
    });
  }

  // Runs last: most routes must have accepted the tainted body and written rows, or the checks above proved nothing.
  test('the tainted bodies met real writes', () => {
    expect(accepted.length, `only ${accepted.join(', ')} wrote anything`).toBeGreaterThanOrEqual(25);
  });
});
