import {
  type PassLog,
  type PeriodicTask,
  passFailureLog,
  startPeriodicTask,
} from '#server/platform/jobs/periodic.ts';
import { type ReminderDeps, sendDueReminders } from './reminder-service.ts';
import { settleDueBookings } from './settlement-schedule.ts';

export const REMINDER_INTERVAL_MS = 60_000;

export type ReminderScheduler = PeriodicTask;

/**
 * Every minute: sends due reminders, then expires and auto-completes bookings whose deadline
 * passed (decision 020). Every instance may run one: reminders are claimed once, and settlement
 * claims each booking with SKIP LOCKED, so several instances never act on one booking twice.
 */
export function startReminderScheduler(
  deps: ReminderDeps & { log: PassLog },
  intervalMs = REMINDER_INTERVAL_MS,
): ReminderScheduler {
  return startPeriodicTask(
    async () => {
      const now = new Date();
      await sendDueReminders(deps, now);
      await settleDueBookings(deps, now);
    },
    intervalMs,
    passFailureLog(deps.log, 'booking schedule pass'),
  );
}
