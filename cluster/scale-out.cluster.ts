import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '#server/platform/images/test-images.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { guestBooking, register, registerBookableArtist, slotOnDay } from './accounts.ts';
import { call, expectCall, openEventStream } from './http-client.ts';
import { AUTH_RATE_LIMIT_MAX, type Cluster, RATE_LIMIT_MAX, startCluster } from './topology.ts';

// Two instances on one PostgreSQL, one Redis and one S3 bucket, behind nginx (see cluster/topology.ts).
// The instances trust X-Forwarded-For (TRUST_PROXY=true), so a direct call names its client there;
// nginx overwrites the header with the peer address, so through nginx a client connects from a
// loopback address of its own. Each test has its own clients, so its rate-limit counters are its own.

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => cluster?.stop());

const url = (base: string, path: string) => `${base}/api/v1${path}`;
/** A client of its own: named by X-Forwarded-For when it calls an instance, by its address through nginx. */
const newClient = () => ({
  from: cluster.newLoopbackAddress(),
  headers: { 'x-forwarded-for': cluster.newForwardedAddress() },
});

describe('state shared by the instances', () => {
  it('a session from one instance works on the other and through nginx; logging out ends it everywhere', async () => {
    const client = newClient();
    const { a, b, nginx } = cluster;
    const account = await register(a.baseURL, client);
    const login = await expectCall(url(a.baseURL, '/auth/login'), 200, {
      ...client,
      body: { email: account.email, password: account.password },
    });
    const token = login.json().token as string;

    for (const base of [b.baseURL, nginx.baseURL, a.baseURL]) {
      const me = await call(url(base, '/auth/me'), { ...client, token });
      expect(me.status, base).toBe(200);
      expect(me.json().user).toMatchObject({ id: account.id, email: account.email });
    }

    await expectCall(url(b.baseURL, '/auth/logout'), 200, { ...client, method: 'POST', token });
    for (const base of [a.baseURL, nginx.baseURL]) {
      const refused = await call(url(base, '/auth/me'), { ...client, token });
      expect(refused.status, base).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, code: expect.any(String) });
    }
    // The registration's own session is untouched by the other one's logout.
    expect((await call(url(a.baseURL, '/auth/me'), { ...client, token: account.token })).status).toBe(200);
  });

  it("a profile changed through instance A shows on B's server-rendered page at the next load", async () => {
    const client = newClient();
    const { a, b } = cluster;
    const artist = await register(a.baseURL, client, 'creator');
    const page = async () =>
      (await expectCall(`${b.baseURL}/artists/${artist.username}`, 200, client)).body.toString();
    // B renders the page and keeps it (a second load is answered from what it kept).
    expect(await page()).toContain(artist.name);
    await page();
    const bio = `Wheel-thrown porcelain, glazed in small batches ${artist.id.slice(0, 8)}.`;
    await expectCall(url(a.baseURL, `/profiles/${artist.id}`), 200, {
      ...client,
      method: 'PUT',
      token: artist.token,
      body: { bio },
    });
    // A's write is announced to B over PostgreSQL: B's next answer is a fresh render. The announcement
    // travels on its own, so it gets a moment, far under the five seconds a kept page could live.
    const deadline = Date.now() + 2_000;
    let shown = await page();
    while (!shown.includes(bio) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = await page();
    }
    expect(shown).toContain(bio);
  });

  it("a booking made through instance A reaches the artist's notification stream held by instance B", async () => {
    const client = newClient();
    const artist = await registerBookableArtist(cluster.a.baseURL, client);
    const stream = await openEventStream(url(cluster.b.baseURL, '/notifications/stream'), {
      ...client,
      token: artist.token,
    });
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next()).toMatchObject({ event: 'ready', data: { unreadCount: 0 } });

      await bookAndHearIt(cluster.a.baseURL, artist.id, slotOnDay(3, 10), stream);
    } finally {
      stream.close();
    }
  });

  it('a file uploaded through one instance is served by the other, from the shared bucket', async () => {
    const client = newClient();
    const artist = await register(cluster.a.baseURL, client, 'creator');
    const image = await makeImage(640, 480);
    const form = createMultipartBody([
      { name: 'title', value: 'Shared glaze' },
      { name: 'file', filename: 'glaze.png', contentType: 'image/png', body: image },
    ]);
    const upload = await expectCall(url(cluster.a.baseURL, '/media/upload'), 201, {
      ...client,
      token: artist.token,
      headers: { ...client.headers, 'content-type': form.contentType },
      body: form.body,
    });
    const path = upload.json().data.originalUrl as string;

    const fromA = await expectCall(`${cluster.a.baseURL}${path}`, 200, client);
    for (const base of [cluster.b.baseURL, cluster.nginx.baseURL]) {
      const served = await expectCall(`${base}${path}`, 200, client);
      expect(served.body.equals(fromA.body), base).toBe(true);
      expect(served.headers['content-type']).toBe(fromA.headers['content-type']);
    }
    expect((await sharp(fromA.body).metadata()).width).toBe(640);
    // Neither instance kept a copy of its own: the bucket is the only store.
    for (const instance of [cluster.a, cluster.b]) {
      expect(readdirSync(instance.dataDir)).not.toContain('uploads');
    }
  });
});

describe('rate limits shared through Redis', () => {
  const expectLimited = (reply: Awaited<ReturnType<typeof call>>) => {
    expect(reply.status).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(reply.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(reply.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  };

  it(`the API limit (${RATE_LIMIT_MAX} a minute) counts requests to both instances together`, async () => {
    const client = newClient();
    const instances = [cluster.a, cluster.b];
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const reply = await call(url(instances[i % 2]!.baseURL, '/services/categories'), client);
      expect(reply.status, `request ${i + 1}`).toBe(200);
    }
    for (const instance of instances)
      expectLimited(await call(url(instance.baseURL, '/services/categories'), client));
    // Another client is not held back by this one.
    expect((await call(url(cluster.a.baseURL, '/services/categories'), newClient())).status).toBe(200);
  });

  it(`sign-in attempts (${AUTH_RATE_LIMIT_MAX} a minute) count across instances`, async () => {
    const client = newClient();
    const instances = [cluster.b, cluster.a];
    const attempt = (i: number) =>
      call(url(instances[i % 2]!.baseURL, '/auth/login'), {
        ...client,
        body: { email: 'nobody-here@example.com', password: 'Not-the-password-1' },
      });
    for (let i = 0; i < AUTH_RATE_LIMIT_MAX; i++)
      expect((await attempt(i)).status, `attempt ${i + 1}`).toBe(401);
    expectLimited(await attempt(AUTH_RATE_LIMIT_MAX));
  });

  it('through nginx the limit counts the real peer, whatever X-Forwarded-For the client sends', async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const reply = await call(url(cluster.nginx.baseURL, '/services/categories'), {
        ...client,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(reply.status, `request ${i + 1}`).toBe(200);
    }
    expectLimited(
      await call(url(cluster.nginx.baseURL, '/services/categories'), {
        ...client,
        headers: { 'x-forwarded-for': '203.0.113.250' },
      }),
    );
    // nginx saw the real peer, and spread the requests over both instances: the count really was shared.
    const servedFor = () => cluster.nginx.accessLog().filter((entry) => entry.client === client.from);
    // nginx logs a request just after answering it.
    await expect.poll(() => servedFor().length).toBe(RATE_LIMIT_MAX + 1);
    const served = servedFor();
    expect(new Set(served.map((entry) => entry.upstream))).toEqual(bothInstances());
  });
});

describe('nginx in front', () => {
  it('streams notifications as they happen, unbuffered', async () => {
    const client = newClient();
    const artist = await registerBookableArtist(cluster.nginx.baseURL, client);
    const stream = await openEventStream(url(cluster.nginx.baseURL, '/notifications/stream'), {
      ...client,
      token: artist.token,
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      // Sent as it is written (chunked), not collected into one sized body.
      expect(stream.headers['content-length']).toBeUndefined();
      expect(await stream.next()).toMatchObject({ event: 'ready', data: { unreadCount: 0 } });

      // Two bookings through nginx, each announced while the stream stays open.
      for (const hour of [11, 14]) {
        await bookAndHearIt(cluster.nginx.baseURL, artist.id, slotOnDay(4, hour), stream);
      }
    } finally {
      stream.close();
    }
  });

  it('takes uploads up to the app limit and refuses bigger bodies in the wire format', async () => {
    const client = newClient();
    const artist = await register(cluster.nginx.baseURL, client, 'creator');
    const form = createMultipartBody([
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', body: await makeImage(300, 300) },
    ]);
    const avatar = await expectCall(url(cluster.nginx.baseURL, '/profiles/avatar'), 200, {
      ...client,
      token: artist.token,
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
    const served = await expectCall(`${cluster.b.baseURL}${avatar.json().data.avatarUrl}`, 200, newClient());
    expect(served.headers['content-type']).toBe('image/webp');

    // 60 MB is past the largest upload; nginx answers before reading it.
    const tooLarge = await call(url(cluster.nginx.baseURL, '/media/upload'), {
      ...client,
      token: artist.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(60 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.any(String),
    });
  });

  it('spreads requests over both instances, keeps serving when one stops, and says so when none is left', async () => {
    const client = newClient();
    const status = async () => {
      const reply = await call(url(cluster.nginx.baseURL, '/status'), client);
      expect(reply.status).toBe(200);
      expect(reply.json()).toMatchObject({ success: true });
    };
    const servedSoFar = () => cluster.nginx.accessLog().filter((entry) => entry.client === client.from);
    for (let i = 0; i < 6; i++) await status();
    await expect.poll(() => servedSoFar().length).toBe(6);
    expect(new Set(servedSoFar().map((entry) => entry.upstream))).toEqual(bothInstances());

    await cluster.b.stop();
    for (let i = 0; i < 6; i++) await status();
    await expect.poll(() => servedSoFar().length).toBe(12);
    // Each was answered by the instance still running (after a refused try on the stopped one, perhaps).
    const a = cluster.addressOf(cluster.a);
    expect(
      servedSoFar()
        .slice(6)
        .every((entry) => entry.status === 200 && entry.upstream.endsWith(a)),
    ).toBe(true);

    // With none left, the answer is still in the API's wire format.
    await cluster.a.stop();
    const unavailable = await call(url(cluster.nginx.baseURL, '/status'), client);
    expect(unavailable.status).toBe(503);
    expect(unavailable.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(unavailable.json().message).toMatch(/not available/);
  });
});

/** Both instances' addresses, as nginx logs the upstream that answered. */
const bothInstances = () => new Set([cluster.addressOf(cluster.a), cluster.addressOf(cluster.b)]);

/** A guest books the artist through `base`; the artist's live stream must hear exactly that booking next. */
async function bookAndHearIt(
  base: string,
  artistId: string,
  slot: ReturnType<typeof slotOnDay>,
  stream: Awaited<ReturnType<typeof openEventStream>>,
) {
  const booking = await expectCall(url(base, '/booking'), 201, {
    ...newClient(),
    body: guestBooking(artistId, slot),
  });
  const event = await stream.next();
  expect(event.event).toBe('notification');
  expect(event.data).toMatchObject({ type: 'booking_request', data: { bookingId: booking.json().data.id } });
}
