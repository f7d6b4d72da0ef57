export type PeriodicTask = {
  /**
   * Runs a pass now (also what the timer calls). A call during a pass is answered by one more
   * pass after it, so work queued mid-pass is never left waiting for the next tick.
   */
  runOnce(): Promise<void>;
  /** Clears the timer and waits for a pass in flight, so the database can close after it. */
  stop(): Promise<void>;
};

/**
 * A pass every `intervalMs`, never two at once in this process. The timer is unref'd so it never
 * keeps Node alive. Failures are reported and the next pass tries again.
 */
export function startPeriodicTask(
  pass: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): PeriodicTask {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (err) {
          onError(err);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
