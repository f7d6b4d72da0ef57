import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createEvents, type Events, publishEvent } from './events.ts';

describe('events over LISTEN/NOTIFY', () => {
  let database: Database;
  let events: Events;
  beforeAll(async () => {
    database = await openTestDatabase();
    events = createEvents(database);
  });
  afterAll(async () => database.close());

  /** Collects payloads; `next()` waits for the next one. */
  function collector() {
    const seen: Record<string, unknown>[] = [];
    let wake: (() => void) | undefined;
    return {
      seen,
      handler: (payload: Record<string, unknown>) => {
        seen.push(payload);
        wake?.();
      },
      async waitFor(n: number) {
        while (seen.length < n) {
          await new Promise<void>((resolve, reject) => {
            wake = resolve;
            setTimeout(() => reject(new Error(`only ${seen.length} of ${n} events`)), 3000);
          });
        }
      },
    };
  }

  it('delivers committed events to every subscriber, and none from a rolled-back transaction', async () => {
    const a = collector();
    const b = collector();
    const stopA = await events.subscribe('notifications', a.handler);
    const stopB = await events.subscribe('notifications', b.handler);
    await database.db
      .transaction(async (tx) => {
        await publishEvent(tx, 'notifications', { n: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction((tx) => events.publish(tx, 'notifications', { n: 1 }));
    await a.waitFor(1);
    await b.waitFor(1);
    expect(a.seen).toEqual([{ n: 1 }]);
    expect(b.seen).toEqual([{ n: 1 }]);

    await stopB();
    await database.db.transaction((tx) => publishEvent(tx, 'notifications', { n: 2 }));
    await a.waitFor(2);
    expect(a.seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(b.seen).toEqual([{ n: 1 }]);
    await stopA();
  });

  it('refuses a payload too large for NOTIFY instead of failing inside Postgres', async () => {
    await expect(
      database.db.transaction((tx) => publishEvent(tx, 'notifications', { blob: 'x'.repeat(8000) })),
    ).rejects.toThrow(/too large/);
  });
});
