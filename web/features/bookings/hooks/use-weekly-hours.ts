import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AvailabilityRule } from '#shared/schemas/calendar.ts';
import { timeToMinutes } from '#shared/zoned-time.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/ui/toast.tsx';
import {
  calendarKeys,
  createAvailabilityRule,
  deleteAvailabilityRule,
  updateAvailabilityRule,
} from '../api/calendar-api.ts';

export type HoursWindow = { start: string; end: string };
/** Index 0 = Sunday … 6 = Saturday, as the server counts; an empty list is a closed day. */
export type WeeklyHours = HoursWindow[][];

export const WEEKLY_HOURS_SAVED = 'Weekly hours saved';
export const WEEKLY_HOURS_FAILED = 'Could not save your weekly hours. Please try again.';
export const DEFAULT_WINDOW: HoursWindow = { start: '09:00', end: '18:00' };

const byStart = (a: HoursWindow, b: HoursWindow) => a.start.localeCompare(b.start);

export function hoursFromRules(weekly: AvailabilityRule[]): WeeklyHours {
  const days: WeeklyHours = Array.from({ length: 7 }, () => []);
  for (const rule of weekly) {
    if (rule.weekday === null || !rule.available || !rule.startTime || !rule.endTime) continue;
    days[rule.weekday]?.push({ start: rule.startTime, end: rule.endTime });
  }
  return days.map((windows) => windows.sort(byStart));
}

/** The first problem with a day's hours, in words, or null. */
export function checkDay(windows: HoursWindow[]): string | null {
  const sorted = [...windows].sort(byStart);
  for (const [i, window] of sorted.entries()) {
    if (timeToMinutes(window.end) <= timeToMinutes(window.start))
      return 'The end time must be after the start time';
    const previous = sorted[i - 1];
    if (previous && timeToMinutes(window.start) < timeToMinutes(previous.end)) return 'These hours overlap';
  }
  return null;
}

type Step =
  | { kind: 'create'; weekday: number; window: HoursWindow }
  | { kind: 'update'; ruleId: string; weekday: number; window: HoursWindow }
  | { kind: 'delete'; ruleId: string };

/** The calls that turn the saved weekly rules into the edited hours; untouched days make none. */
export function planWeeklyHours(weekly: AvailabilityRule[], edited: WeeklyHours): Step[] {
  const steps: Step[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const rules = weekly.filter((rule) => rule.weekday === weekday);
    const wanted = [...(edited[weekday] ?? [])].sort(byStart);
    const saved = hoursFromRules(rules)[weekday] ?? [];
    const same =
      rules.every((rule) => rule.available) &&
      saved.length === wanted.length &&
      saved.every((w, i) => w.start === wanted[i]?.start && w.end === wanted[i]?.end);
    if (same) continue;
    wanted.forEach((window, i) => {
      const rule = rules[i];
      steps.push(
        rule ? { kind: 'update', ruleId: rule.id, weekday, window } : { kind: 'create', weekday, window },
      );
    });
    for (const rule of rules.slice(wanted.length)) steps.push({ kind: 'delete', ruleId: rule.id });
  }
  return steps;
}

function runStep(step: Step) {
  if (step.kind === 'delete') return deleteAvailabilityRule(step.ruleId);
  const input = {
    weekday: step.weekday,
    available: true,
    startTime: step.window.start,
    endTime: step.window.end,
  };
  return step.kind === 'update' ? updateAvailabilityRule(step.ruleId, input) : createAvailabilityRule(input);
}

/**
 * The editor's working copy of the weekly pattern and its save (one call per changed rule; the
 * rule calls act on the signed-in artist's own calendar).
 */
export function useWeeklyHours(weekly: AvailabilityRule[]) {
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<WeeklyHours>(() => hoursFromRules(weekly));
  const plan = planWeeklyHours(weekly, hours);
  const problems = hours.map(checkDay);

  const save = useMutation({
    mutationFn: async () => {
      for (const step of plan) await runStep(step);
    },
    onSuccess: () => toast.success(WEEKLY_HOURS_SAVED),
    onError: (error) => toast.error(errorMessage(error, WEEKLY_HOURS_FAILED)),
    // Part of a failed save may have landed: read the rules and the calendar again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });

  return {
    hours,
    problems,
    dirty: plan.length > 0,
    setDay: (weekday: number, windows: HoursWindow[]) =>
      setHours((current) => current.map((day, i) => (i === weekday ? windows : day))),
    reset: () => setHours(hoursFromRules(weekly)),
    save: () => save.mutate(),
    saving: save.isPending,
    canSave: plan.length > 0 && problems.every((problem) => problem === null),
  };
}
