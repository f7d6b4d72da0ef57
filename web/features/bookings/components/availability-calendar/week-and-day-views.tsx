import { dateStateLabels } from '#shared/booking-rules.ts';
import { cn } from '#web/ui/cn.ts';
import { formatMonthDay, weekdayName } from './calendar-dates.ts';
import type { CalendarDay, CalendarMode, DayHandlers } from './calendar-day.ts';
import { DateButton } from './date-button.tsx';
import { DateStateIcon } from './date-state-style.tsx';

/** Spec: the week view shows each day's first 3 slots. */
export const WEEK_SLOTS_SHOWN = 3;

type ViewProps = { mode: CalendarMode; handlers: DayHandlers; today: string };

function DayHeading({ day, today, size }: { day: CalendarDay; today: boolean; size: 'sm' | 'lg' }) {
  return (
    <span aria-hidden="true" className="flex items-center justify-between gap-2 p-2.5">
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-wide uppercase">
          {weekdayName(day.date)}
          {today ? <span className="ml-1.5 font-medium text-accent-text normal-case">Today</span> : null}
        </span>
        <span
          className={cn(
            'font-semibold whitespace-nowrap tabular-nums',
            size === 'lg' ? 'text-lg' : 'text-sm',
          )}
        >
          {formatMonthDay(day.date)}
        </span>
      </span>
      {day.state ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium">
          <DateStateIcon state={day.state} />
          <span className={size === 'sm' ? 'lg:hidden' : undefined}>
            {day.past ? 'Past' : dateStateLabels[day.state]}
          </span>
        </span>
      ) : null}
    </span>
  );
}

function TimePill({
  day,
  time,
  mode,
  handlers,
}: { day: CalendarDay; time: string } & Omit<ViewProps, 'today'>) {
  const classes =
    'inline-flex h-8 items-center justify-center rounded-full border border-line-strong px-3 text-sm font-medium tabular-nums';
  if (mode === 'booking' && handlers.onPickTime && !day.past) {
    return (
      <button
        type="button"
        onClick={() => handlers.onPickTime?.(day, time)}
        aria-label={`Book ${time} on ${formatMonthDay(day.date)}`}
        className={cn(classes, 'bg-surface hover:border-accent hover:bg-accent-soft hover:text-accent-text')}
      >
        {time}
      </button>
    );
  }
  return <span className={cn(classes, 'bg-surface-muted')}>{time}</span>;
}

/** Seven day columns (stacked on a phone), each with its first three free times. */
export function WeekView({ days, mode, handlers, today }: ViewProps & { days: CalendarDay[] }) {
  return (
    <ul aria-label="Week" className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {days.map((day) => {
        const shown = day.past ? [] : day.free.slice(0, WEEK_SLOTS_SHOWN);
        const more = day.past ? 0 : day.free.length - shown.length;
        return (
          <li key={day.date} className="flex min-w-0 flex-col gap-2 rounded-xl border border-line p-1.5">
            <DateButton day={day} mode={mode} handlers={handlers} className="w-full">
              <DayHeading day={day} today={day.date === today} size="sm" />
            </DateButton>
            <div className="flex flex-wrap gap-1.5 px-1 pb-1 lg:flex-col">
              {shown.map((time) => (
                <TimePill key={time} day={day} time={time} mode={mode} handlers={handlers} />
              ))}
              {more > 0 ? <span className="self-center text-xs text-ink-muted">+{more} more</span> : null}
              {shown.length === 0 && day.state ? (
                <span className="text-xs text-ink-muted">No open times</span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One date with every free and booked time. */
export function DayView({ day, mode, handlers, today }: ViewProps & { day: CalendarDay }) {
  const free = day.past ? [] : day.free;
  return (
    <div className="flex flex-col gap-4">
      <DateButton day={day} mode={mode} handlers={handlers} className="w-full">
        <DayHeading day={day} today={day.date === today} size="lg" />
      </DateButton>
      <section aria-label="Open times">
        <h3 className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">Open times</h3>
        {free.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {free.map((time) => (
              <li key={time}>
                <TimePill day={day} time={time} mode={mode} handlers={handlers} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{day.state ? 'No open times on this date.' : 'Loading…'}</p>
        )}
      </section>
      {day.booked.length > 0 ? (
        <section aria-label="Booked times">
          <h3 className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">Booked</h3>
          <ul className="flex flex-wrap gap-2">
            {day.booked.map((time) => (
              <li
                key={time}
                className="inline-flex h-8 items-center rounded-full border border-dashed border-line-strong px-3 text-sm text-ink-muted tabular-nums line-through"
              >
                {time}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
