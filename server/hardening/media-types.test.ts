import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { judgeErrorBody } from './answer-judge.ts';
import { createInventoriedApp, type InventoryRoute } from './route-inventory.ts';
import { changedRows, dumpRows } from './row-diff.ts';

/**
 * Every route that reads a body, sent one in a media type it does not take: 415 in the wire format
 * (RFC 9110 §15.5.16), never a validation message about a string it was not sent, and no row
 * written. The caller is an operator (an artist on an upload, which only artists may send), so no
 * route refuses them for who they are before the body is read. The
 * inventory is what Fastify registered, so a new route is swept without being listed here.
 */
let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let operator: TestUser;
let artist: TestUser;

beforeAll(async () => {
  t = await createInventoriedApp();
  operator = await createTestUser(t.database, { role: 'admin' });
  artist = await createTestUser(t.database, { role: 'artist' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const SOME_ID = '00000000-0000-4000-8000-00000000abcd';
const FORM = 'multipart/form-data; boundary=easel';

/** Media types no JSON route takes, each with a body written in it. */
const notJson: [string, string][] = [
  ['text/plain', '{"title":"Sunrise"}'],
  ['text/plain; charset=utf-8', 'title=Sunrise'],
  ['application/xml', '<title>Sunrise</title>'],
  ['application/x-www-form-urlencoded', 'title=Sunrise'],
  [FORM, '--easel\r\nContent-Disposition: form-data; name="title"\r\n\r\nSunrise\r\n--easel--\r\n'],
];

/** An upload route documents its multipart form (`uploadForm`) and reads the stream itself. */
const isUpload = (route: InventoryRoute) => Boolean((route.schema as { uploadForm?: unknown })?.uploadForm);

describe('a body in a media type the route does not take', () => {
  test('is refused with 415 on every route that reads a body, and changes nothing', async () => {
    const writes = t.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    expect(writes.length).toBeGreaterThan(80);
    expect(writes.filter(isUpload).length).toBeGreaterThan(1);
    const before = await dumpRows(t.ctx.database);
    const problems: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, SOME_ID).replace(/\*$/, 'x');
      const sent = isUpload(route)
        ? [...notJson.filter(([type]) => type !== FORM), ['application/json', '{"title":"Sunrise"}']]
        : notJson;
      for (const [type, payload] of sent) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...bearer(isUpload(route) ? artist : operator), 'content-type': type },
          payload,
        });
        const answer = {
          status: res.statusCode,
          contentType: String(res.headers['content-type']),
          body: res.body,
        };
        const found = [
          ...(res.statusCode === 415 ? [] : [`answered ${res.statusCode} ${res.body.slice(0, 160)}`]),
          ...judgeErrorBody(answer),
        ];
        if (found.length > 0) problems.push(`${route.method} ${route.url} as ${type}: ${found.join('; ')}`);
        else expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    }
    expect(problems).toEqual([]);
    expect(changedRows(before, await dumpRows(t.ctx.database))).toEqual([]);
  }, 120_000);

  test('says what to send instead', async () => {
    const login = (type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': type },
        payload: '{"email":"nobody@easel.test","password":"not-the-password"}',
      });
    const plain = await login('text/plain');
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This content type is not supported; send JSON',
      error: 'This content type is not supported; send JSON',
    });
    // JSON is JSON whatever the spelling of its type: the same body is read, and the login refused.
    expect((await login('Application/JSON; charset=utf-8')).statusCode).toBe(401);
  });
});
