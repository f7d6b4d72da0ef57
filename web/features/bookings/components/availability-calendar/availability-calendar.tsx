import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatZoneCity } from '#shared/booking-format.ts';
import {
  BOOKING_HORIZON_DAYS,
  DATE_FULLY_BOOKED_MESSAGE,
  DATE_UNAVAILABLE_MESSAGE,
  PAST_DATE_MESSAGE,
} from '#shared/booking-rules.ts';
import { addDaysToDate } from '#shared/zoned-time.ts';
import { cn } from '#web/ui/cn.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { availabilityRangeQuery } from '../../api/calendar-api.ts';
import { type ManageAvailability, useManageAvailability } from '../../hooks/use-manage-availability.ts';
import {
  type CalendarView,
  datesBetween,
  firstOfMonth,
  formatViewTitle,
  periodOf,
  shiftAnchor,
  todayIn,
  viewerTimeZone,
  visibleRange,
} from './calendar-dates.ts';
import type { CalendarDay, CalendarMode, DayHandlers } from './calendar-day.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { CalendarLegend } from './date-state-style.tsx';
import { effectiveState } from './manage-changes.ts';
import { ManageToolbar } from './manage-toolbar.tsx';
import { MonthGrid } from './month-grid.tsx';
import { DayView, WeekView } from './week-and-day-views.tsx';

export const PAST_CHANGE_MESSAGE = 'Past dates cannot be changed';

export type AvailabilityCalendarProps = {
  artistId: string;
  /** booking: clients pick an open date; manage: the artist opens and closes dates. */
  mode: CalendarMode;
  /** Booking mode: an open date was chosen (with the time when one was picked in the week or day view). */
  onSelectDate?: (date: string, time?: string) => void;
  initialView?: CalendarView;
  /** Accessible name of the month grid. */
  label?: string;
  className?: string;
};

/** Spec §2 availability calendar: Month, Week and Day views, the legend, booking and manage modes. */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  return props.mode === 'manage' ? <ManagedCalendar {...props} /> : <CalendarBody {...props} />;
}

function ManagedCalendar(props: AvailabilityCalendarProps) {
  const manage = useManageAvailability(props.artistId);
  return <CalendarBody {...props} manage={manage} />;
}

function CalendarSkeleton() {
  return (
    <div role="status" aria-label="Loading availability" className="grid grid-cols-7 gap-1 sm:gap-1.5">
      {Array.from({ length: 35 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Skeleton key={i} className="aspect-square sm:aspect-auto sm:h-20" />
      ))}
    </div>
  );
}

function CalendarBody({
  artistId,
  mode,
  onSelectDate,
  initialView = 'month',
  label = 'Availability',
  className,
  manage,
}: AvailabilityCalendarProps & { manage?: ManageAvailability }) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [anchor, setAnchor] = useState(() => todayIn());
  const range = visibleRange(view, anchor);
  const query = useQuery({
    ...availabilityRangeQuery(artistId, range.start, range.end),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const timezone = data?.timezone;
  const today = todayIn(timezone);
  const horizon = addDaysToDate(today, BOOKING_HORIZON_DAYS);

  const days: CalendarDay[] = datesBetween(range.start, range.end).map((date) => {
    const server = data?.states[date];
    const target = manage?.changes[date];
    return {
      date,
      state: manage ? effectiveState(server, target) : server,
      past: date < today,
      free: data?.availability[date] ?? [],
      booked: data?.bookedSlots[date] ?? [],
      selected: manage?.selected.has(date) ?? false,
      edited: target !== undefined,
      inMonth: view !== 'month' || date.slice(0, 7) === anchor.slice(0, 7),
    };
  });

  const handlers: DayHandlers = manage
    ? {
        onActivate: (day) => {
          if (!day.state) return;
          if (day.past) toast.warning(PAST_CHANGE_MESSAGE);
          else manage.toggleSelected(day.date);
        },
        onToggle: (day) => {
          if (day.state && !day.past) manage.toggleDate(day.date, data?.states[day.date]);
        },
      }
    : {
        onActivate: (day) => {
          if (!day.state) return;
          if (day.past) toast.warning(PAST_DATE_MESSAGE);
          else if (day.state === 'unavailable') toast.warning(DATE_UNAVAILABLE_MESSAGE);
          else if (day.state === 'booked') toast.warning(DATE_FULLY_BOOKED_MESSAGE);
          else onSelectDate?.(day.date);
        },
        onPickTime: (day, time) => onSelectDate?.(day.date, time),
      };

  function changeView(next: CalendarView) {
    // Zooming in lands on today when it is on screen, otherwise on the first date shown.
    if (next !== 'month') {
      const inView = today >= range.start && today <= range.end;
      setAnchor(inView ? today : view === 'month' ? firstOfMonth(anchor) : range.start);
    }
    setView(next);
  }

  const previous = periodOf(view, shiftAnchor(view, anchor, -1));
  const next = periodOf(view, shiftAnchor(view, anchor, 1));
  const viewer = viewerTimeZone();

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      {manage ? <ManageToolbar manage={manage} serverStates={data?.states ?? {}} /> : null}
      <CalendarToolbar
        title={formatViewTitle(view, anchor)}
        view={view}
        onViewChange={changeView}
        onStep={(step) => setAnchor(shiftAnchor(view, anchor, step))}
        canGoBack={previous.end >= today}
        canGoForward={next.start <= horizon}
      />
      {query.isError ? (
        <ErrorState
          title="We could not load the availability"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : !data ? (
        <CalendarSkeleton />
      ) : (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {view === 'month' ? (
            <MonthGrid days={days} mode={mode} handlers={handlers} today={today} label={label} />
          ) : view === 'week' ? (
            <WeekView days={days} mode={mode} handlers={handlers} today={today} />
          ) : days[0] ? (
            <DayView day={days[0]} mode={mode} handlers={handlers} today={today} />
          ) : null}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CalendarLegend />
        {timezone && timezone !== viewer ? (
          <p className="text-xs text-ink-muted">Times are in {formatZoneCity(timezone)} time.</p>
        ) : null}
      </div>
    </div>
  );
}
