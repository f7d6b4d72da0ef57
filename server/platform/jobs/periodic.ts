import { isConnectionFailure } from '../db/connection-failure.ts';

export type PeriodicTask = {
  /**
   * Runs a pass now (also what the timer calls). A call during a pass is answered by one more
   * pass after it, so work queued mid-pass is never left waiting for the next tick.
   */
  runOnce(): Promise<void>;
  /** Clears the timer and waits for a pass in flight, so the database can close after it. */
  stop(): Promise<void>;
};

export type PassLog = {
  error(obj: unknown, msg: string): void;
  info?(obj: unknown, msg: string): void;
};

/**
 * Logs failed passes as `<name> failed`. While the database is away every pass fails the same way,
 * a line with a stack every few seconds for as long as the outage lasts, so such a run is logged
 * once, at its first pass, and its end once, as `<name> works again` with the passes it cost. Any
 * other failure is logged each time: it is the pass's own fault.
 */
export function passFailureLog(log: PassLog, name: string) {
  let failedInOutage = 0;
  return {
    failed(err: unknown) {
      if (!isConnectionFailure(err)) return log.error({ err }, `${name} failed`);
      if (failedInOutage++ === 0) {
        log.error(
          { err },
          `${name} failed: the database cannot be reached; the next failures are not logged`,
        );
      }
    },
    succeeded() {
      if (failedInOutage === 0) return;
      log.info?.({ failedPasses: failedInOutage }, `${name} works again`);
      failedInOutage = 0;
    },
  };
}

/**
 * A pass every `intervalMs`, never two at once in this process. The timer is unref'd so it never
 * keeps Node alive. Failures are logged (passFailureLog) and the next pass tries again.
 */
export function startPeriodicTask(
  pass: () => Promise<unknown>,
  intervalMs: number,
  report: ReturnType<typeof passFailureLog>,
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
          report.succeeded();
        } catch (err) {
          report.failed(err);
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
