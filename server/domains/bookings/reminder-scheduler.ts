import { type ReminderDeps, sendDueReminders } from './reminder-service.ts';

export const REMINDER_INTERVAL_MS = 60_000;

export type ReminderScheduler = {
  /** Runs one pass now (also what the timer calls); overlapping passes are skipped. */
  runOnce(): Promise<void>;
  /** Clears the timer and waits for a pass in flight, so the database can close after it. */
  stop(): Promise<void>;
};

/**
 * Sends due reminders every minute. Every instance may run one: the claim in sendDueReminders
 * makes sure each booking is reminded once. The timer is unref'd so it never keeps Node alive.
 */
export function startReminderScheduler(
  deps: ReminderDeps & { log: { error: (obj: unknown, msg: string) => void } },
  intervalMs = REMINDER_INTERVAL_MS,
): ReminderScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = () => {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = sendDueReminders(deps, new Date())
      .then(() => undefined)
      .catch((err: unknown) => {
        deps.log.error({ err }, 'reminder pass failed');
      })
      .finally(() => {
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
