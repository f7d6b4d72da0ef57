import { type PeriodicTask, startPeriodicTask } from '#server/platform/jobs/periodic.ts';
import { type ReminderDeps, sendDueReminders } from './reminder-service.ts';

export const REMINDER_INTERVAL_MS = 60_000;

export type ReminderScheduler = PeriodicTask;

/**
 * Sends due reminders every minute. Every instance may run one: the claim in sendDueReminders
 * makes sure each booking is reminded once.
 */
export function startReminderScheduler(
  deps: ReminderDeps & { log: { error: (obj: unknown, msg: string) => void } },
  intervalMs = REMINDER_INTERVAL_MS,
): ReminderScheduler {
  return startPeriodicTask(
    () => sendDueReminders(deps, new Date()),
    intervalMs,
    (err) => deps.log.error({ err }, 'reminder pass failed'),
  );
}
