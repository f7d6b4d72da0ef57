import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/test-database.ts';
import type { Database } from '../db/client.ts';
import { openPostgres } from '../db/client.ts';
import { enqueueJob, runJobsUntilIdle } from './queue.ts';
import { jobs } from './tables.ts';

/** Several instances drain one queue: each job must run exactly once (only real PostgreSQL races). */
describe('the job queue with several workers on PostgreSQL', () => {
  let database: Database;
  let others: Database[];
  beforeAll(async () => {
    database = await openTestDatabase();
    const { url } = database as Database & { url: string };
    others = await Promise.all([openPostgres(url, { poolSize: 3 }), openPostgres(url, { poolSize: 3 })]);
  });
  afterAll(async () => {
    await Promise.all(others.map((o) => o.close()));
    await database.close();
  });

  it('four workers on three connection pools run each of 120 jobs exactly once', async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 120; n += 1) await enqueueJob(tx, 'count', { n });
    });
    const runs = new Map<number, number>();
    const handlers = {
      count: async (payload: Record<string, unknown>) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Give the other workers time to try to take the same jobs.
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const taken = await Promise.all(
      [database, database, ...others].map((d) => runJobsUntilIdle(d.db, handlers)),
    );
    expect(taken.reduce((a, b) => a + b, 0)).toBe(120);
    expect(runs.size).toBe(120);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});
