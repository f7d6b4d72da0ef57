import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/test-database.ts';
import type { Database } from '../db/client.ts';
import { enqueueJob, JOB_MAX_ATTEMPTS, type JobPayload, runJobsUntilIdle } from './queue.ts';
import { jobs } from './tables.ts';
import { startJobWorker } from './worker.ts';

describe('the job queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });
  afterAll(async () => database.close());

  const queue = (kind: string, payload: JobPayload = {}) =>
    database.db.transaction((tx) => enqueueJob(tx, kind, payload));
  const rows = () => database.db.select().from(jobs);

  it('runs each due job once with its payload, then forgets it', async () => {
    const seen: JobPayload[] = [];
    await queue('note', { n: 1 });
    await queue('note', { n: 2 });
    expect(await runJobsUntilIdle(database.db, { note: async (p) => void seen.push(p) })).toBe(2);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await rows()).toEqual([]);
    expect(await runJobsUntilIdle(database.db, { note: async (p) => void seen.push(p) })).toBe(0);
  });

  it('a job queued in a transaction that rolls back does not exist', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'note');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows()).toEqual([]);
  });

  it('a failing job waits longer after each failure, keeps the reason, and stops after the last attempt', async () => {
    await queue('flaky');
    const failing = { flaky: async () => Promise.reject(new Error('mail server down')) };
    const delays: number[] = [];
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      expect(await runJobsUntilIdle(database.db, failing)).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: attempt, lastError: 'mail server down', lockedUntil: null });
      if (attempt < JOB_MAX_ATTEMPTS) {
        expect(row!.failedAt).toBeNull();
        delays.push(row!.runAt.getTime() - Date.now());
        // Not due yet: nothing runs until its time has come.
        expect(await runJobsUntilIdle(database.db, failing)).toBe(0);
        await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, row!.id));
      } else {
        expect(row!.failedAt).not.toBeNull();
      }
    }
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(await runJobsUntilIdle(database.db, failing)).toBe(0);
  });

  it('a job nobody knows how to run fails at once, kept for an operator', async () => {
    await queue('unknown.kind');
    expect(await runJobsUntilIdle(database.db, {})).toBe(1);
    const [row] = await rows();
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toBe('No handler for job kind "unknown.kind"');
  });

  it('a claim whose worker died lapses, and the job runs again', async () => {
    await queue('note');
    await database.db.update(jobs).set({ lockedUntil: sql`now() + interval '5 minutes'`, attempts: 1 });
    let runs = 0;
    const handlers = { note: async () => void runs++ };
    expect(await runJobsUntilIdle(database.db, handlers)).toBe(0);
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await runJobsUntilIdle(database.db, handlers)).toBe(1);
    expect(runs).toBe(1);
  });

  it('the worker runs a job as soon as it is queued, without waiting for its poll', async () => {
    let ran: (payload: JobPayload) => void = () => {};
    const done = new Promise<JobPayload>((resolve) => {
      ran = resolve;
    });
    const worker = await startJobWorker(
      database,
      { note: async (p) => ran(p) },
      { error: () => {} },
      3_600_000,
    );
    try {
      await queue('note', { woke: true });
      await expect(done).resolves.toEqual({ woke: true });
    } finally {
      await worker.stop();
    }
  });
});
