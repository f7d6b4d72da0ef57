import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMedia, createTestArtist } from '#server/domains/artists/test-artists.ts';
import { insertCampaign } from '#server/domains/campaigns/contribution-test-kit.ts';
import { notifications } from '#server/domains/notifications/tables.ts';
import { openSse, type SseStream } from '#server/domains/notifications/test-sse-reader.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { rawClient } from '#server/test/raw-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { listOperations, type Operation } from './openapi-fuzz.ts';

/** The largest page any list of the API serves; the seeded world holds more rows than this. */
const LARGEST_PAGE = 100;
const SEEDED_ROWS = LARGEST_PAGE + 20;

type Json = Record<string, unknown>;

/** The longest array anywhere in a JSON answer: the rows of the page, whatever the envelope calls them. */
function longestArray(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestArray));
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(longestArray));
  return 0;
}

function expectWireError(status: number, body: Json) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expectWireBody(body);
}

function expectWireBody(body: Json) {
  expect(body).toMatchObject({ success: false, code: expect.any(String), error: expect.any(String) });
  expect(String(body.message)).toMatch(/[a-z]{3}/i);
}

describe('page sizes of every list in the OpenAPI document', () => {
  let t: TestApp;
  let artist: TestUser;
  /** The operator console's lists answer operators only. */
  let operator: TestUser;
  let lists: Operation[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
    lists = listOperations((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).filter(
      (op) =>
        op.method === 'GET' && op.queryParams.some((p) => ['limit', 'pageSize', 'page'].includes(p.name)),
    );
    // More rows than the largest page, so a list that ignores its cap shows it.
    artist = await createTestArtist(t.database);
    operator = await createTestUser(t.database, { role: 'admin' });
    const media = await addTestMedia(
      t.database,
      artist.id,
      Array.from({ length: SEEDED_ROWS }, (_, i) => ({
        title: `Piece ${i}`,
        priceMacs: 100 + i,
        tags: ['clay'],
      })),
    );
    await t.database.db.insert(notifications).values(
      Array.from({ length: SEEDED_ROWS }, (_, i) => ({
        userId: artist.id,
        type: 'reminder' as const,
        title: `Reminder ${i}`,
        message: 'Kiln day',
      })),
    );
    ids.media = media[0]!;
    ids.campaign = await insertCampaign(t, artist.id);
  }, 120_000);
  afterAll(async () => t?.close());

  /** The id a list's path needs: the artwork, the campaign, or else the artist. */
  function urlOf(op: Operation, query: Record<string, string>): string {
    const path = op.path.replace(/\{(\w+)\}/g, () =>
      op.path.startsWith('/api/v1/media/{id}')
        ? ids.media!
        : op.path.includes('/campaigns/')
          ? ids.campaign!
          : artist.id,
    );
    // Searches need words; every seeded artwork is called "Piece n".
    const words: Record<string, string> = op.queryParams.some((p) => p.name === 'query')
      ? { query: 'Piece' }
      : op.path.endsWith('/search')
        ? { q: 'Piece' }
        : {};
    const search = new URLSearchParams({ ...words, ...query });
    return search.size ? `${path}?${search}` : path;
  }

  const get = async (op: Operation, query: Record<string, string> = {}) => {
    const caller = op.path.startsWith('/api/v1/admin/') ? operator : artist;
    const res = await t.app.inject({ method: 'GET', url: urlOf(op, query), headers: bearer(caller) });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it('finds the lists in the document, and each answers a plain request', async () => {
    expect(lists.map((op) => op.key)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/marketplace',
        'GET /api/v1/notifications',
        'GET /api/v1/wallet/transactions',
      ]),
    );
    for (const op of lists)
      expect({ op: op.key, status: (await get(op)).status }).toEqual({ op: op.key, status: 200 });
  });

  it('answers a huge or nonsensical page size with at most the largest page, or a 400', async () => {
    for (const op of lists) {
      const param = op.queryParams.find((p) => p.name === 'limit' || p.name === 'pageSize');
      if (!param) continue;
      const documentedMax = param.schema?.maximum ?? Number.POSITIVE_INFINITY;
      const cap = Math.min(LARGEST_PAGE, documentedMax);
      for (const size of ['1000000', '9007199254740991', '1e9', '-5', '0', '2.5', 'lots']) {
        const { status, body } = await get(op, { [param.name]: size });
        if (status !== 200) {
          expectWireError(status, body);
          continue;
        }
        const rows = longestArray(body);
        expect(rows, `${op.key}?${param.name}=${size} gave ${rows} rows`).toBeLessThanOrEqual(cap);
        const echoed = body[param.name];
        if (typeof echoed === 'number')
          expect(echoed, `${op.key} echoes ${param.name}`).toBeLessThanOrEqual(cap);
      }
    }
  });

  it('clamps the seeded lists to their cap rather than serving every row', async () => {
    const notificationsOp = lists.find((op) => op.key === 'GET /api/v1/notifications')!;
    const { status, body } = await get(notificationsOp, { limit: '1000000' });
    expect(status).toBe(200);
    expect(body.notifications).toHaveLength(LARGEST_PAGE);
    expect(body.total).toBe(SEEDED_ROWS);
  });

  it('answers a page far past the end with an empty page or a 400, never a 500', async () => {
    for (const op of lists) {
      if (!op.queryParams.some((p) => p.name === 'page')) continue;
      for (const page of ['1000000000', '1e9', '9007199254740991', '1e300', '-1', '0']) {
        const { status, body } = await get(op, { page });
        if (status === 200) expect(longestArray(body), `${op.key}?page=${page}`).toBe(0);
        else expectWireError(status, body);
      }
    }
  });
});

describe('bodies over the limit', () => {
  let t: TestApp;
  let user: TestUser;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' });
    // An operator: no route refuses them for who they are before the body is read.
    user = await createTestUser(t.database, { role: 'admin' });
    operations = listOperations((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  });
  afterAll(async () => t?.close());

  it('refuses a JSON body over 1 MB with 413 on every operation that takes JSON', async () => {
    const withJson = operations.filter((op) => op.body);
    expect(withJson.length).toBeGreaterThan(20);
    const oversized = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const before = await t.snapshot();
    for (const op of withJson) {
      const url = op.path.replace(/\{[^}]+\}/g, user.id);
      const res = await t.app.inject({
        method: op.method as 'POST',
        url,
        headers: { ...bearer(user), 'content-type': 'application/json' },
        payload: oversized,
      });
      expect({ op: op.key, status: res.statusCode }).toEqual({ op: op.key, status: 413 });
      expect(res.json()).toMatchObject({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large',
      });
    }
    // Sessions' last-used stamps aside, nothing was written.
    const after = await t.snapshot();
    expect({ ...after, sessions: '' }).toEqual({ ...before, sessions: '' });
  });

  it('reads a body just under the limit (and refuses it on its merits)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1000 * 1000) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses an avatar over its own 5 MB limit with 413', async () => {
    const form = createMultipartBody([
      {
        name: 'avatar',
        filename: 'me.png',
        contentType: 'image/png',
        body: Buffer.alloc(5 * 1024 * 1024 + 1024, 1),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/avatar',
      headers: { ...bearer(user), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(413);
    expectWireError(res.statusCode, res.json());
  });
});

describe('slow clients on a listening server', () => {
  let t: TestApp;
  let port: number;
  // Short on purpose; the defaults (120 s for a request, 60 s idle) are too long to wait for here.
  const REQUEST_TIMEOUT_MS = 1000;
  const IDLE_TIMEOUT_MS = 1500;
  // Enough chunks to outlast the request timeout many times over.
  const CHUNKS = 100;
  const EVERY_MS = 200;

  beforeAll(async () => {
    t = await createTestApp({
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  const healthy = async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status;

  it('hangs up on a client that sends its headers a line at a time', async () => {
    const client = rawClient(port);
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: easel.test\r\n');
    const sent = await client.trickle('X-Slow: 1\r\n', EVERY_MS, CHUNKS);
    expect(sent).toBeLessThan(CHUNKS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408|^$/);
    expect(await healthy()).toBe(200);
  });

  it('hangs up on a client that sends its body a few bytes at a time', async () => {
    const client = rawClient(port);
    client.socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: easel.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
    );
    const sent = await client.trickle('aaaa', EVERY_MS, CHUNKS);
    expect(sent).toBeLessThan(CHUNKS);
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 [25]/);
    expect(await healthy()).toBe(200);
  });

  it('closes a connection that opens and says nothing', async () => {
    const client = rawClient(port);
    const closedInTime = await Promise.race([
      client.closed.then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), IDLE_TIMEOUT_MS * 20)),
    ]);
    client.socket.destroy();
    expect(closedInTime).toBe(true);
    expect(await healthy()).toBe(200);
  });
});

describe('many live notification streams', () => {
  let t: TestApp;
  let base: string;
  // Above the per-user cap of five, so one user's tabs never meet the process-wide cap.
  const MAX_STREAMS = 8;
  const open: SseStream[] = [];
  const connectAs = async (user: TestUser) => {
    const stream = await openSse(`${base}/api/v1/notifications/stream`, bearer(user));
    open.push(stream);
    return stream;
  };

  /** The server frees a place when it sees a client hang up, a moment after the client does. */
  const connectWhenFree = async (user: TestUser) => {
    let stream = await connectAs(user);
    for (let attempt = 0; attempt < 50 && stream.status === 503; attempt++) {
      await new Promise((done) => setTimeout(done, 100));
      stream = await connectAs(user);
    }
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({ SSE_MAX_STREAMS: String(MAX_STREAMS) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  it('keeps one user to five streams however many they open, and the site stays up', async () => {
    const user = await createTestUser(t.database);
    const streams: SseStream[] = [];
    for (let i = 0; i < 12; i++) {
      const stream = await connectAs(user);
      expect(stream.status).toBe(200);
      await stream.next();
      streams.push(stream);
    }
    // The newest tab wins; the seven oldest were ended by the server.
    for (const stream of streams.slice(0, 7)) expect(await stream.ended()).toBe(true);
    for (const stream of streams.slice(7)) expect(await stream.ended(200)).toBe(false);
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    for (const stream of streams) stream.close();
  });

  it('answers 503 with Retry-After beyond the process-wide cap, and takes streams again once one closes', async () => {
    const users = await Promise.all(
      Array.from({ length: MAX_STREAMS + 1 }, () => createTestUser(t.database)),
    );
    const held: SseStream[] = [];
    for (const user of users.slice(0, MAX_STREAMS)) {
      const stream = await connectWhenFree(user);
      await stream.next();
      held.push(stream);
    }
    const refused = await fetch(`${base}/api/v1/notifications/stream`, {
      headers: bearer(users[MAX_STREAMS]!),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expectWireBody((await refused.json()) as Json);
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);

    held[0]!.close();
    expect((await connectWhenFree(users[MAX_STREAMS]!)).status).toBe(200);
  });
});
