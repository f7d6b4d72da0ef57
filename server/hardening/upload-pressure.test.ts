import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageQueue } from '#server/platform/images/image-queue.ts';
import { makeImage } from '#server/platform/images/test-images.ts';
import { uploadTempDirFor } from '#server/platform/storage/multipart.ts';
import { createMultipartBody } from '#server/platform/storage/multipart-body.ts';
import { type Storage, storageFor, uploadsDirFor } from '#server/platform/storage/storage.ts';
import {
  filesUnder,
  listUploadRoutes,
  openUploadWorld,
  type UploadRoute,
  type UploadWorld,
} from './upload-world.ts';

/**
 * Uploads under pressure (issue: one small image stalled the server), over every upload route,
 * through a real listening socket: when the image queue is full a client hears 503 with
 * Retry-After at once, and a client that hangs up mid-body, while its image waits in the queue,
 * or while its files are being stored leaves nothing behind: no temporary file, no stored file,
 * no row.
 */

let world: UploadWorld;
let dataDir: string;
let port: number;
const uploadRoutes = listUploadRoutes(() => world.campaignId);

/** Resolves when the next upload handler returns or throws: the request is over on the server. */
let onHandlerDone: (() => void)[] = [];
/** How many upload handlers have started, to hang up only once the server is reading the body. */
let handlersStarted = 0;
const nextHandlerDone = () => new Promise<void>((resolve) => onHandlerDone.push(resolve));
function watchUploadHandlers(route: RouteOptions) {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (!consumes.includes('multipart/form-data')) return;
  const handler = route.handler;
  route.handler = async function (this: unknown, ...args: Parameters<typeof handler>) {
    handlersStarted += 1;
    try {
      return await handler.apply(this as never, args);
    } finally {
      const waiting = onHandlerDone;
      onHandlerDone = [];
      for (const resolve of waiting) resolve();
    }
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'easel-upload-pressure-'));
  world = await openUploadWorld({ DATA_DIR: dataDir }, { onRoute: watchUploadHandlers });
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  port = (world.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await world?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Waits for a condition the server reaches on its own; never a timing assertion. */
async function waitUntil(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Resolves once the server has seen every client connection close (so it knows they hung up). */
async function waitForHangUps() {
  const open = () =>
    new Promise<number>((resolve, reject) =>
      world.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
    );
  await waitUntil(async () => (await open()) === 0);
}

/** Everything an upload could leave behind, to compare before and after. */
async function traces() {
  return {
    stored: await filesUnder(uploadsDirFor(world.config)),
    temporary: await filesUnder(uploadTempDirFor(world.config)),
    database: await world.snapshot(),
  };
}

/**
 * Holds every image-queue slot and one waiting place (with `fill`, every waiting place) until
 * released. A job the queue refuses settles within a turn of the event loop; a held one does not.
 */
async function occupyImageQueue({ fill }: { fill: boolean }) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const jobs: Promise<unknown>[] = [];
  // Bounded: a queue that never refuses would otherwise hold this loop forever.
  for (let i = 0; i < 1000; i++) {
    let refused = false;
    const job = imageQueue
      .run(() => gate)
      .catch(() => {
        refused = true;
      });
    await new Promise((resolve) => setImmediate(resolve));
    if (refused) break;
    jobs.push(job);
    if (!fill && imageQueue.waiting > 0) break;
  }
  return async () => {
    release();
    await Promise.allSettled(jobs);
  };
}

/** A clean image every upload route accepts, as one multipart body. */
async function uploadBody(route: UploadRoute, image?: Buffer) {
  const form = createMultipartBody([
    ...Object.entries(route.fields).map(([name, value]) => ({ name, value })),
    {
      name: route.field,
      filename: 'a.png',
      contentType: 'image/png',
      body: image ?? (await makeImage(640, 600)),
    },
  ]);
  return { body: await buffer(form.body), contentType: form.contentType };
}

/** Starts the upload on a real socket; the caller writes the body and may hang up at any point. */
function openUpload(route: UploadRoute, contentType: string, length: number) {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: route.url(),
    headers: {
      'content-type': contentType,
      'content-length': length,
      authorization: `Bearer ${world.artist.token}`,
    },
  });
  // The connection is cut on purpose; its error is the point.
  req.on('error', () => {});
  return req;
}

describe.each(uploadRoutes)('$route under pressure', (route) => {
  it('answers 503 with Retry-After when the image queue is full, storing nothing', async () => {
    const before = await traces();
    const release = await occupyImageQueue({ fill: true });
    try {
      const { body, contentType } = await uploadBody(route);
      const res = await world.app.inject({
        method: 'POST',
        url: route.url(),
        headers: { 'content-type': contentType, authorization: `Bearer ${world.artist.token}` },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({
        success: false,
        message: 'The server is busy processing other uploads. Please try again in a minute.',
        error: 'The server is busy processing other uploads. Please try again in a minute.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await release();
    }
    expect(await traces()).toEqual(before);
  });

  it.each(['first', 'last'] as const)(
    'answers 503 when the disk fills up at the %s file it stores, leaving nothing behind',
    async (which) => {
      const storage: Storage = storageFor(world.config);
      const put = storage.put;
      const send = async () => {
        const { body, contentType } = await uploadBody(route);
        return world.app.inject({
          method: 'POST',
          url: route.url(),
          headers: { 'content-type': contentType, authorization: `Bearer ${world.artist.token}` },
          payload: body,
        });
      };
      let puts = 0;
      storage.put = async (...args) => {
        puts += 1;
        return put.apply(storage, args);
      };
      try {
        // How many files this route stores for one upload.
        expect((await send()).statusCode).toBeLessThan(300);
        const full = which === 'first' ? 1 : puts;
        const before = await traces();
        puts = 0;
        storage.put = async (...args) => {
          puts += 1;
          // What the file system throws when a write finds the disk full.
          if (puts === full) {
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
              code: 'ENOSPC',
              errno: -28,
              syscall: 'write',
            });
          }
          return put.apply(storage, args);
        };
        const res = await send();
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        expect(await traces()).toEqual(before);
      } finally {
        storage.put = put;
      }
    },
  );

  it('leaves nothing behind when the client hangs up mid-body', async () => {
    const before = await traces();
    // Larger than the route's socket buffers, so the server is still reading when the line drops.
    const image = Buffer.concat([await makeImage(640, 600), Buffer.alloc(3 * 1024 * 1024, 0x2a)]);
    const { body, contentType } = await uploadBody(route, image);
    const done = nextHandlerDone();
    const started = handlersStarted;
    const req = openUpload(route, contentType, body.length);
    req.write(body.subarray(0, body.length / 2));
    await waitUntil(() => handlersStarted > started);
    if (route.field === 'file') {
      // The media route streams to a temporary file: hang up once it exists.
      await waitUntil(async () => (await filesUnder(uploadTempDirFor(world.config))).length > 0);
    }
    req.destroy();
    await waitForHangUps();
    await done;
    expect(await traces()).toEqual(before);
  });

  it('leaves nothing behind when the client hangs up while its image waits in the queue', async () => {
    const before = await traces();
    const release = await occupyImageQueue({ fill: false });
    const waitingBefore = imageQueue.waiting;
    const { body, contentType } = await uploadBody(route);
    const done = nextHandlerDone();
    const req = openUpload(route, contentType, body.length);
    req.end(body);
    await waitUntil(() => imageQueue.waiting > waitingBefore);
    req.destroy();
    await waitForHangUps();
    await release();
    await done;
    expect(await traces()).toEqual(before);
  });

  it('leaves nothing behind when the client hangs up while its files are stored', async () => {
    const before = await traces();
    const storage: Storage = storageFor(world.config);
    const put = storage.put;
    let writing = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    storage.put = async (...args) => {
      writing = true;
      await gate;
      return put.apply(storage, args);
    };
    try {
      const { body, contentType } = await uploadBody(route);
      const done = nextHandlerDone();
      const req = openUpload(route, contentType, body.length);
      req.end(body);
      await waitUntil(() => writing);
      req.destroy();
      await waitForHangUps();
      release();
      await done;
    } finally {
      storage.put = put;
      release();
    }
    expect(await traces()).toEqual(before);
  });
});
