import { Ban, CircleCheck, CircleDashed, CircleX, type LucideIcon } from 'lucide-react';
import { type DateState, dateStateLabels, dateStates } from '#shared/booking-rules.ts';
import { cn } from '#web/ui/cn.ts';

/**
 * Each state has a colour that reads in both themes and an icon of its own, so the calendar never
 * relies on colour alone: available teal, partial amber, fully booked red, unavailable gray.
 */
export const dateStateStyles: Record<DateState, { icon: LucideIcon; cell: string; chip: string }> = {
  available: {
    icon: CircleCheck,
    cell: 'border-teal-200 bg-teal-50 text-teal-950 hover:border-teal-400 dark:border-teal-800 dark:bg-teal-950/50 dark:text-teal-50 dark:hover:border-teal-500',
    chip: 'text-teal-700 dark:text-teal-300',
  },
  partial: {
    icon: CircleDashed,
    cell: 'border-amber-200 bg-amber-50 text-amber-950 hover:border-amber-400 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50 dark:hover:border-amber-500',
    chip: 'text-amber-700 dark:text-amber-300',
  },
  booked: {
    icon: CircleX,
    cell: 'border-red-200 bg-red-50 text-red-950 hover:border-red-400 dark:border-red-900 dark:bg-red-950/50 dark:text-red-50 dark:hover:border-red-500',
    chip: 'text-red-700 dark:text-red-300',
  },
  unavailable: {
    icon: Ban,
    cell: 'border-line bg-surface-muted text-ink-muted hover:border-line-strong',
    chip: 'text-ink-muted',
  },
};

export function DateStateIcon({ state, className }: { state: DateState; className?: string }) {
  const Icon = dateStateStyles[state].icon;
  return (
    <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', dateStateStyles[state].chip, className)} />
  );
}

/** Spec legend: Available, Partially Booked, Fully Booked, Unavailable. */
export function CalendarLegend({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Legend"
      className={cn('flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-muted', className)}
    >
      {dateStates.map((state) => (
        <li key={state} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-5 items-center justify-center rounded-md border',
              dateStateStyles[state].cell,
            )}
          >
            <DateStateIcon state={state} className="size-3" />
          </span>
          {dateStateLabels[state]}
        </li>
      ))}
    </ul>
  );
}
