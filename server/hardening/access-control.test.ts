import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPERATORS_ONLY_MESSAGE, type RouteAccess } from '#server/platform/auth-guard.ts';
import { bearerChallenge } from '#server/platform/http/error-handler.ts';
import { OPERATORS_ONLY_NOTE } from '#server/platform/http/openapi.ts';
import { type Access, accessTable, isOpenRoute, isOperatorRoute } from './access-table.ts';
import { ACTORS, type Actor, type World } from './actors.ts';
import { type createLeakRecorder, openWatchedWorld } from './leak-recorder.ts';
import { type createInventoriedApp, type InventoryRoute, routeKey } from './route-inventory.ts';

/**
 * The access-control sweep: every registered route, called as anonymous, as the other side, as
 * an unrelated artist, as an admin and as its owner, against one world with one of everything.
 * Writes run after reads and deletions last, so earlier calls find the world whole.
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

const DENIED = [401, 403, 404];
const isWrite = (method: string) => method !== 'GET';
/** Reads first, then writes, then deletions, and the artist's own profile deletion last of all. */
const phase = ({ method, url }: { method: string; url: string }) =>
  url.endsWith('/profiles/:id') && method === 'DELETE'
    ? 3
    : method === 'DELETE'
      ? 2
      : isWrite(method)
        ? 1
        : 0;
const sweepOrder = Object.keys(accessTable)
  .map((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return { key, method, url };
  })
  .sort((a, b) => phase(a) - phase(b));

function urlOf(route: { url: string }, access: Access) {
  const params = access.params?.(world) ?? {};
  const path = route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${whole} in ${route.url}`);
    return name ? encodeURIComponent(value) : value;
  });
  const query = access.query?.(world);
  return query ? `${path}?${query}` : path;
}

async function send(actor: Actor, method: string, url: string, access: Access) {
  if (access.multipart) {
    const { payload, headers } = await access.multipart();
    return world.call(actor, method, url, payload, headers);
  }
  return world.call(actor, method, url, access.body?.(world));
}

/** What a route must declare, from who the table says may call it. */
const expectedAccess = (access: Access | undefined): RouteAccess =>
  isOpenRoute(access) ? 'public' : isOperatorRoute(access) ? 'operator' : 'signed-in';

/** A path with every parameter naming nothing, and a body no schema takes. */
const junkCall = (route: InventoryRoute) => ({
  method: route.method as 'GET',
  url: route.url.replace(/:[A-Za-z0-9_]+|\*$/g, 'x'),
  ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { amount: 'lots' } }),
});

/** A refusal in the wire format with a human message, never a bare status. */
function expectRefusal(response: LightMyRequestResponse, who: string) {
  expect(DENIED, `${who} got ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
    response.statusCode,
  );
  expect(response.json()).toMatchObject({
    success: false,
    message: expect.any(String),
    code: expect.any(String),
  });
}

/** Calls that must be refused; for writes the database must be exactly as before. */
async function expectDenied(actors: Actor[], method: string, url: string, access: Access) {
  for (const actor of actors) {
    const before = isWrite(method) ? await t.snapshot() : undefined;
    const response = await send(actor, method, url, access);
    expectRefusal(response, `${method} ${url} as ${actor}`);
    if (before)
      expect(await t.snapshot(), `${method} ${url} as ${actor} changed the database`).toEqual(before);
  }
}

/** The permitted caller gets past the guard: proof that the ids are real and the refusals mean something. */
async function expectAllowed(actor: Actor, method: string, url: string, access: Access) {
  const response = await send(actor, method, url, access);
  const what = `${method} ${url} as ${actor} got ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (isWrite(method)) expect(DENIED, what).not.toContain(response.statusCode);
  else expect(response.statusCode, what).toBeLessThan(300);
}

describe('route inventory', () => {
  test('every registered route is in the access table, with a reason when it is public', () => {
    const missing = t.routes.map(routeKey).filter((key) => !(key in accessTable));
    expect(missing, 'routes the sweep does not know: add them to access-table.ts').toEqual([]);
    for (const [key, access] of Object.entries(accessTable)) {
      if (access.kind === 'public' || access.kind === 'signed-in')
        expect(access.reason, key).toMatch(/\w{4,}/);
    }
  });

  test('a route declares itself public or operators-only exactly when the table says so', () => {
    // The declaration is what the guard enforces and what the OpenAPI document states; the sweep
    // below checks the table against the answers. A route the table does not know fails above.
    const mismatched = t.routes
      .filter((route) => route.access !== expectedAccess(accessTable[routeKey(route)]))
      .map((route) => `${routeKey(route)} declares ${route.access}`);
    expect(mismatched).toEqual([]);
    expect(t.routes.filter((route) => route.access === 'operator').length).toBeGreaterThan(10);
  });

  test('a route that needs a session refuses an anonymous caller with 401 whatever it sends', async () => {
    // Ids that name nothing, a body no schema takes, an expired token: the caller hears that they
    // must sign in, not which field or id was wrong, and nothing is written.
    const closed = t.routes.filter((route) => !isOpenRoute(accessTable[routeKey(route)]));
    expect(closed.length).toBeGreaterThan(100);
    const before = await t.snapshot();
    for (const route of closed) {
      for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
        const response = await t.app.inject({ ...junkCall(route), headers });
        const what = `${routeKey(route)} ${JSON.stringify(headers)}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBe(401);
        const code = headers.authorization ? 'INVALID_TOKEN' : 'UNAUTHENTICATED';
        expect(response.json().code, what).toBe(code);
        expect(response.headers['www-authenticate'], what).toBe(bearerChallenge(code));
      }
    }
    expect(await t.snapshot(), 'an anonymous call changed the database').toEqual(before);
  });

  test('an operators-only route refuses everyone else signed in with 403 whatever they send', async () => {
    // Function-level authorization (OWASP API5): the refusal comes before the ids are looked up or
    // the body is validated, so a person who is not an operator learns nothing of either.
    const operatorRoutes = t.routes.filter((route) => isOperatorRoute(accessTable[routeKey(route)]));
    const before = await t.snapshot();
    for (const route of operatorRoutes) {
      const { payload, ...call } = junkCall(route);
      for (const actor of ACTORS.filter((a) => a !== 'anonymous' && a !== 'admin')) {
        const response = await world.call(actor, call.method, call.url, payload);
        const what = `${routeKey(route)} as ${actor}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json(), what).toMatchObject({ code: 'FORBIDDEN', message: OPERATORS_ONLY_MESSAGE });
      }
    }
    expect(await t.snapshot(), 'a call by someone who is not an operator changed the database').toEqual(
      before,
    );
  });

  test('the OpenAPI document says which operations need a session or an operator, as the table does', async () => {
    type Operation = { security?: Record<string, string[]>[]; description?: string };
    const document: { paths: Record<string, Record<string, Operation>> } = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json();
    const documented = (route: InventoryRoute) =>
      document.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}')]?.[
        route.method.toLowerCase()
      ];
    const stated = t.routes.flatMap((route) => {
      const operation = documented(route);
      return operation
        ? [{ key: routeKey(route), security: operation.security, description: operation.description }]
        : [];
    });
    // Every API operation is documented (the docs' own two routes are hidden).
    expect(stated.length).toBe(t.routes.filter((r) => r.url.startsWith('/api/v1/')).length);
    for (const { key, security, description } of stated) {
      const access = expectedAccess(accessTable[key]);
      expect(security, key).toEqual(access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }]);
      expect(description?.startsWith(OPERATORS_ONLY_NOTE) ?? false, key).toBe(access === 'operator');
    }
  });

  test('the table names no route that no longer exists', () => {
    const registered = new Set(t.routes.map(routeKey));
    expect(Object.keys(accessTable).filter((key) => !registered.has(key))).toEqual([]);
  });

  test('every route with an id gets its ids from the world', () => {
    const withIds = t.routes.filter((r: InventoryRoute) => r.params.length > 0 || r.url.endsWith('*'));
    expect(withIds.length).toBeGreaterThan(50);
    for (const route of withIds) {
      const access = accessTable[routeKey(route)]!;
      expect(() => urlOf(route, access), routeKey(route)).not.toThrow();
    }
  });
});

describe('access-control sweep', () => {
  for (const { key, method, url } of sweepOrder) {
    test(key, async () => {
      const access = accessTable[key]!;
      const path = urlOf({ url }, access);
      const signedIn = ACTORS.filter((a) => a !== 'anonymous');
      switch (access.kind) {
        case 'owner': {
          const permitted = new Set<Actor>([access.owner, ...(access.also ?? [])]);
          await expectDenied(
            ACTORS.filter((a) => !permitted.has(a)),
            method,
            path,
            access,
          );
          await expectAllowed(access.owner, method, path, access);
          if (!isWrite(method))
            for (const also of access.also ?? []) await expectAllowed(also, method, path, access);
          break;
        }
        case 'signed-in':
          await expectDenied(['anonymous'], method, path, access);
          await expectAllowed('stranger', method, path, access);
          break;
        case 'session':
          await expectDenied(['anonymous'], method, path, access);
          // Reads of one's own things: each account gets its own (or a 403 when its role has none),
          // and the leak check sees every answer.
          if (!isWrite(method)) {
            for (const actor of signedIn) {
              const response = await send(actor, method, path, access);
              expect(response.statusCode, `${key} as ${actor}: ${response.body.slice(0, 300)}`).toBeLessThan(
                500,
              );
              expect(response.statusCode, `${key} as ${actor}`).not.toBe(401);
            }
          }
          break;
        case 'stream':
          await expectDenied(['anonymous'], method, path, access);
          break;
        case 'public':
          for (const actor of isWrite(method) ? (['anonymous', 'stranger'] as const) : ACTORS) {
            const response = await send(actor, method, path, access);
            expect(response.statusCode, `${key} as ${actor}: ${response.body.slice(0, 300)}`).toBeLessThan(
              isWrite(method) ? 500 : 300,
            );
          }
          break;
      }
      expect(recorder.drain(), 'responses that leaked secrets or private data').toEqual([]);
    });
  }
});
