import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '#server/test/wait-for.ts';
import type { Database } from '../db/client.ts';
import { openPostgres } from '../db/postgres-driver.ts';
import { createEvents } from '../events/events.ts';
import { invalidateOnWrites } from './page-cache.ts';
import { sharePageCacheDrops } from './page-cache-sync.ts';

// Two instances of the app share one PostgreSQL; each keeps its own rendered pages.
const url = process.env.TEST_DATABASE_URL!;

/** What the instances warned about; a working pair warns about nothing. */
const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };

/** One instance: its database connections, its kept pages (counted drops), and a route that writes. */
async function instance() {
  const database = await openPostgres(url, { poolSize: 2 });
  let drops = 0;
  const cache = {
    invalidate: () => {
      drops += 1;
    },
  };
  const announce = await sharePageCacheDrops({ database, events: createEvents(database) }, cache, log);
  const app = Fastify();
  app.addHook('onRoute', invalidateOnWrites(cache, announce));
  app.post('/write', async (request, reply) => reply.code((request.body as { code: number }).code).send({}));
  await app.ready();
  return { database, app, drops: () => drops };
}

describe('kept pages across instances on one PostgreSQL', () => {
  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;
  beforeAll(async () => {
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    for (const { app, database } of [a, b] as { app: { close(): Promise<unknown> }; database: Database }[]) {
      await app?.close();
      await database?.close();
    }
  });

  it('a write answered by one instance drops the pages the other keeps, without waiting for them to expire', async () => {
    expect(warnings).toEqual([]);
    const before = b.drops();
    const res = await a.app.inject({ method: 'POST', url: '/write', payload: { code: 201 } });
    expect(res.statusCode).toBe(201);
    await waitFor(() => b.drops() > before);
  });

  it('a refused write drops nothing anywhere', async () => {
    const [aBefore, bBefore] = [a.drops(), b.drops()];
    await a.app.inject({ method: 'POST', url: '/write', payload: { code: 409 } });
    // A successful write after it is the marker: NOTIFYs arrive in order, so once B has heard this
    // one, anything the refusal had sent would have arrived before it.
    await a.app.inject({ method: 'POST', url: '/write', payload: { code: 201 } });
    await waitFor(() => b.drops() > bBefore);
    expect(b.drops()).toBe(bBefore + 1);
    // A drops its own pages at once, and again when its announcement comes back to it.
    await waitFor(() => a.drops() >= aBefore + 2);
    expect(a.drops()).toBe(aBefore + 2);
  });
});
