import { type KeyboardEvent, useRef, useState } from 'react';
import { addDaysToDate } from '#shared/zoned-time.ts';
import { toWeeks, weekdayName } from './calendar-dates.ts';
import type { CalendarDay, CalendarMode, DayHandlers } from './calendar-day.ts';
import { DateButton, MonthCellFace } from './date-button.tsx';

type MonthGridProps = {
  days: CalendarDay[];
  mode: CalendarMode;
  handlers: DayHandlers;
  today: string;
  label: string;
};

const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month as a grid of date buttons. One date is in the Tab order; the arrow keys move between
 * dates (Home/End to the week's ends), as in the WAI-ARIA date grid pattern.
 */
export function MonthGrid({ days, mode, handlers, today, label }: MonthGridProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const first = days[0]?.date ?? today;
  const last = days[days.length - 1]?.date ?? today;
  const initial = today >= first && today <= last ? today : (days.find((d) => d.inMonth)?.date ?? first);
  const [focused, setFocused] = useState(initial);
  const active = focused >= first && focused <= last ? focused : initial;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const weekday = days.findIndex((d) => d.date === date) % 7;
    let target: string | null = null;
    if (event.key in arrowSteps) target = addDaysToDate(date, arrowSteps[event.key] ?? 0);
    else if (event.key === 'Home') target = addDaysToDate(date, -weekday);
    else if (event.key === 'End') target = addDaysToDate(date, 6 - weekday);
    if (!target || target < first || target > last) return;
    event.preventDefault();
    setFocused(target);
    bodyRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  }

  const weeks = toWeeks(days);
  return (
    <table
      aria-label={label}
      className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-1.5"
    >
      <thead>
        <tr>
          {weeks[0]?.map((day) => (
            <th
              key={day.date}
              scope="col"
              abbr={weekdayName(day.date, 'long')}
              className="pb-0.5 text-center text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {weekdayName(day.date)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td key={day.date} className="p-0">
                <DateButton
                  day={day}
                  mode={mode}
                  handlers={handlers}
                  tabIndex={day.date === active ? 0 : -1}
                  onKeyDown={(event) => moveFocus(event, day.date)}
                  onFocus={() => setFocused(day.date)}
                  className="aspect-square w-full sm:aspect-auto sm:h-20"
                >
                  <MonthCellFace day={day} today={day.date === today} />
                </DateButton>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
