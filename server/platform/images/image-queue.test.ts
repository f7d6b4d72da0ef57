import { describe, expect, it } from 'vitest';
import { AppError } from '#server/platform/errors.ts';
import { createWorkQueue } from './image-queue.ts';

/** Lets every promise that can move on do so. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A job that runs until released, recording that it started. */
function gatedJob(started: string[], name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    work: async () => {
      started.push(name);
      await gate;
      return name;
    },
  };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs and starts the next one as a slot frees', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 5 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => gatedJob(started, name));
    const results = jobs.map((job) => queue.run(job.work));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 2 });

    jobs[0]!.release();
    expect(await results[0]).toBe('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const job of jobs) job.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with 503 and Retry-After once `maxWaiting` jobs wait, without running the job', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const running = gatedJob(started, 'running');
    const waiting = gatedJob(started, 'waiting');
    const first = queue.run(running.work);
    const second = queue.run(waiting.work);
    const refused = await queue.run(async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is busy processing other uploads. Please try again in a minute.',
      headers: { 'Retry-After': '30' },
    });
    running.release();
    waiting.release();
    await Promise.all([first, second]);
  });

  it('drops a waiting job whose client gave up, and never starts it', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const running = gatedJob(started, 'running');
    const abandoned = gatedJob(started, 'abandoned');
    const controller = new AbortController();
    const first = queue.run(running.work);
    const second = queue.run(abandoned.work, controller.signal);
    expect(queue.waiting).toBe(1);
    controller.abort(new Error('client gone'));
    await expect(second).rejects.toThrow('client gone');
    expect(queue.waiting).toBe(0);
    running.release();
    await first;
    expect(started).toEqual(['running']);
    expect(queue.running).toBe(0);
  });

  it('refuses at once a job whose client has already gone', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const controller = new AbortController();
    controller.abort(new Error('client gone'));
    await expect(queue.run(async () => 'never', controller.signal)).rejects.toThrow('client gone');
    expect(queue.running).toBe(0);
  });
});
