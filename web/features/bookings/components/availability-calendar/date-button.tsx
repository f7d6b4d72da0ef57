import { Check } from 'lucide-react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { cn } from '#web/ui/cn.ts';
import {
  type CalendarDay,
  type CalendarMode,
  type DayHandlers,
  dayCaption,
  describeDay,
} from './calendar-day.ts';
import { DateStateIcon, dateStateStyles } from './date-state-style.tsx';

type DateButtonProps = {
  day: CalendarDay;
  mode: CalendarMode;
  handlers: DayHandlers;
  /** The visible face: a month cell or the heading of a week column / day. */
  children: ReactNode;
  className?: string;
  tabIndex?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A date as a real button, so Tab, Enter and Space work everywhere. Past dates stay focusable
 * (aria-disabled, not disabled) because clicking one must still say why it cannot be booked.
 */
export function DateButton({
  day,
  mode,
  handlers,
  children,
  className,
  tabIndex,
  onKeyDown,
  onFocus,
  ref,
}: DateButtonProps) {
  const style = day.state ? dateStateStyles[day.state].cell : 'border-line bg-surface text-ink-muted';
  return (
    <button
      ref={ref}
      type="button"
      data-date={day.date}
      tabIndex={tabIndex}
      aria-label={describeDay(day, mode)}
      aria-disabled={day.past || day.state === undefined || undefined}
      aria-pressed={mode === 'manage' ? day.selected : undefined}
      onClick={() => handlers.onActivate(day)}
      onDoubleClick={handlers.onToggle ? () => handlers.onToggle?.(day) : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={cn(
        'relative rounded-lg border text-left transition-colors select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        style,
        // Neighbouring months' days stay legible (contrast) but step back: dashed, without a caption.
        !day.inMonth && !day.past && 'border-dashed',
        day.past && 'cursor-not-allowed opacity-60 hover:border-line',
        day.edited && 'border-2 border-dashed border-accent',
        day.selected && 'ring-2 ring-accent ring-offset-2 ring-offset-surface',
        className,
      )}
    >
      {children}
      {mode === 'manage' && day.selected ? (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 inline-flex size-4 items-center justify-center rounded-full bg-accent text-accent-ink"
        >
          <Check className="size-3" strokeWidth={3} />
        </span>
      ) : null}
    </button>
  );
}

/** The month view's face of a date: its number, the state's icon and (on wider screens) a caption. */
export function MonthCellFace({ day, today }: { day: CalendarDay; today: boolean }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-full flex-col items-center justify-center gap-0.5 p-1 sm:items-stretch sm:justify-between sm:gap-1 sm:p-2"
    >
      <span className="flex items-center justify-between gap-1">
        <span
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
            today && 'bg-accent text-accent-ink',
            !day.inMonth && !today && 'font-normal',
          )}
        >
          {Number(day.date.slice(8, 10))}
        </span>
        {day.state ? <DateStateIcon state={day.state} className="hidden sm:block" /> : null}
      </span>
      {day.state ? <DateStateIcon state={day.state} className="sm:hidden" /> : null}
      <span className={cn('hidden truncate text-xs font-medium', day.inMonth && 'sm:block')}>
        {dayCaption(day)}
      </span>
    </span>
  );
}
