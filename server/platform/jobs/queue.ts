import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from './tables.ts';

/** The NOTIFY channel that wakes workers when a job is queued. */
export const JOBS_CHANNEL = 'jobs';
export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** How long a claim holds; a worker that died mid-job lets another instance retry after it. */
export const JOB_LEASE_SECONDS = 300;
export const JOB_MAX_ATTEMPTS = 8;
export const JOB_BATCH_SIZE = 20;

type ClaimedJob = { id: string; kind: string; payload: JobPayload; attempts: number; runAt: Date };
type Log = { error: (obj: unknown, msg: string) => void };

/**
 * Queues a job in the caller's transaction, so it exists exactly when the work that asked for it
 * committed; workers are woken at commit. Always the same two statements, whatever the payload.
 */
export async function enqueueJob(tx: Db, kind: string, payload: JobPayload = {}): Promise<void> {
  await tx.insert(jobs).values({ kind, payload });
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/**
 * One statement claims a batch: SKIP LOCKED lets several instances claim side by side without
 * waiting on each other, and the lease keeps a claimed job from being taken twice.
 */
async function claimDueJobs(db: Db, limit: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${JOB_LEASE_SECONDS})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      runAt: jobs.runAt,
    });
}

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down gets time to come back. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 15 * 2 ** attempts);

/** The error as stored for an operator: its message only, never a stack, and short. */
const describeFailure = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

async function runJob(db: Db, handlers: JobHandlers, job: ClaimedJob, log?: Log): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(job.payload);
    await db.delete(jobs).where(eq(jobs.id, job.id));
  } catch (err) {
    const final = !handler || job.attempts >= JOB_MAX_ATTEMPTS;
    log?.error(
      { err, jobId: job.id, kind: job.kind, attempt: job.attempts },
      final ? 'job failed' : 'job will retry',
    );
    await db
      .update(jobs)
      .set({
        lockedUntil: null,
        lastError: describeFailure(err),
        ...(final
          ? { failedAt: sql`now()` }
          : { runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})` }),
      })
      .where(eq(jobs.id, job.id));
  }
}

/** Claims and runs one batch; answers how many jobs it took. */
export async function runDueJobs(db: Db, handlers: JobHandlers, log?: Log): Promise<number> {
  const claimed = await claimDueJobs(db, JOB_BATCH_SIZE);
  // UPDATE … RETURNING keeps no order: run them oldest first, as they were queued.
  claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  for (const job of claimed) await runJob(db, handlers, job, log);
  return claimed.length;
}

/** Runs batches until nothing is due (jobs waiting for a retry stay queued). */
export async function runJobsUntilIdle(db: Db, handlers: JobHandlers, log?: Log): Promise<number> {
  let total = 0;
  for (
    let taken = await runDueJobs(db, handlers, log);
    taken > 0;
    taken = await runDueJobs(db, handlers, log)
  ) {
    total += taken;
  }
  return total;
}
