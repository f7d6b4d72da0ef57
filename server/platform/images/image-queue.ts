import { availableParallelism } from 'node:os';
import { AppError } from '#server/platform/errors.ts';
import { uploadMessages } from '#shared/uploads.ts';

/** What a client is told to wait, in seconds, when the image queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 30;

export type WorkQueue = {
  /**
   * Runs `work` once a slot is free. Refuses at once (503, Retry-After) when `maxWaiting` jobs
   * already wait; a job whose `signal` aborts while it waits leaves the queue without running.
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

export function queueFullError(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', uploadMessages.uploadBusy, 503, undefined, {
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
  });
}

/** A bounded queue: at most `concurrency` jobs run, at most `maxWaiting` wait, the rest are refused. */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished job hands its slot straight to the next one, so `running` only drops when none waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < options.concurrency) {
        running += 1;
        resolve();
        return;
      }
      if (waiting.length >= options.maxWaiting) {
        reject(queueFullError());
        return;
      }
      const onAbort = () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal?.reason);
      };
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      waiting.push(start);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    async run(work, signal) {
      signal?.throwIfAborted();
      await acquire(signal);
      try {
        signal?.throwIfAborted();
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Every image an upload route decodes runs here, one upload per job. Half the cores (at least one)
 * leave libuv threads and CPU for sign-ins (argon2) and everything else; a few waiting jobs absorb a
 * burst, and beyond that a client hears 503 at once instead of piling up minutes of work.
 * Per process by design: it guards this process's threads, not a shared resource.
 */
const IMAGE_JOBS = Math.max(1, Math.floor(availableParallelism() / 2));
export const imageQueue = createWorkQueue({ concurrency: IMAGE_JOBS, maxWaiting: 4 * IMAGE_JOBS });
