import type { Database, Unlisten } from '../db/client.ts';
import { type PassLog, passFailureLog, startPeriodicTask } from './periodic.ts';
import { JOBS_CHANNEL, type JobHandlers, runJobsUntilIdle } from './queue.ts';

/** The safety net: jobs are normally started by the NOTIFY their queueing sends. */
export const JOB_POLL_INTERVAL_MS = 5_000;

export type JobWorker = { runOnce(): Promise<void>; stop(): Promise<void> };

/**
 * Runs queued jobs as soon as they are queued (LISTEN on the jobs channel) and polls for retries
 * and for jobs queued while no worker listened. Every instance may run one; claims keep each job
 * to one of them. Started by main.ts, never by buildApp, so tests drive jobs themselves.
 */
export async function startJobWorker(
  database: Database,
  handlers: JobHandlers,
  log: PassLog,
  pollMs = JOB_POLL_INTERVAL_MS,
): Promise<JobWorker> {
  const task = startPeriodicTask(
    () => runJobsUntilIdle(database.db, handlers, log),
    pollMs,
    passFailureLog(log, 'job pass'),
  );
  let unlisten: Unlisten | undefined;
  try {
    unlisten = await database.listen(JOBS_CHANNEL, () => void task.runOnce());
  } catch (err) {
    // Without LISTEN the poll still runs every job, only later.
    log.error({ err }, 'could not listen for new jobs; polling only');
  }
  return {
    runOnce: task.runOnce,
    async stop() {
      await unlisten?.().catch(() => {});
      await task.stop();
    },
  };
}
