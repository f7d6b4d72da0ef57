import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongLocalDate, formatZoneCity } from '#shared/booking-format.ts';
import { addDaysToDate, instantFromZoned, zonedDate } from '#shared/zoned-time.ts';
import { cn } from '#web/ui/cn.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { availabilityRulesQuery, type CalendarEvent, calendarEventsQuery } from '../../api/calendar-api.ts';
import {
  type CalendarView,
  datesBetween,
  firstOfMonth,
  formatMonthDay,
  formatViewTitle,
  shiftAnchor,
  todayIn,
  toWeeks,
  viewerTimeZone,
  visibleRange,
  weekdayName,
} from './calendar-dates.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { SessionEvent } from './session-event.tsx';

/** Month cells list this many sessions, then '+N more'. */
const MONTH_EVENTS_SHOWN = 2;

function groupByDate(events: CalendarEvent[], timezone: string): Map<string, CalendarEvent[]> {
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const date = zonedDate(new Date(event.start), timezone);
    byDate.set(date, [...(byDate.get(date) ?? []), event]);
  }
  return byDate;
}

/**
 * Dashboard Calendar tab: the artist's own sessions (and blocks) by month, week and day, in the
 * artist's zone, each linking to the booking on the Bookings tab.
 */
export function SessionsCalendar({ artistId }: { artistId: string }) {
  const rules = useQuery(availabilityRulesQuery(artistId));
  const timezone = rules.data?.timezone ?? (rules.isError ? viewerTimeZone() : undefined);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => todayIn());
  const range = visibleRange(view, anchor);
  const start = timezone ? instantFromZoned(range.start, '00:00', timezone).toISOString() : '';
  const end = timezone ? instantFromZoned(addDaysToDate(range.end, 1), '00:00', timezone).toISOString() : '';
  const events = useQuery({
    ...calendarEventsQuery(artistId, start, end),
    enabled: Boolean(timezone),
    placeholderData: keepPreviousData,
  });
  const today = todayIn(timezone);
  const byDate =
    timezone && events.data ? groupByDate(events.data, timezone) : new Map<string, CalendarEvent[]>();
  const dates = datesBetween(range.start, range.end);

  function openDay(date: string) {
    setAnchor(date);
    setView('day');
  }

  return (
    <div className="flex flex-col gap-4">
      <CalendarToolbar
        title={formatViewTitle(view, anchor)}
        view={view}
        onViewChange={(next) => {
          if (next !== 'month' && view === 'month') {
            setAnchor(today >= range.start && today <= range.end ? today : firstOfMonth(anchor));
          }
          setView(next);
        }}
        onStep={(step) => setAnchor(shiftAnchor(view, anchor, step))}
        canGoBack
        canGoForward
      />
      {events.isError ? (
        <ErrorState
          title="We could not load your sessions"
          message={events.error.message}
          onRetry={() => void events.refetch()}
          retrying={events.isRefetching}
        />
      ) : !events.data || !timezone ? (
        <div role="status" aria-label="Loading sessions" className="grid grid-cols-7 gap-1.5">
          {Array.from({ length: 35 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={i} className="h-16 sm:h-24" />
          ))}
        </div>
      ) : (
        <div
          aria-busy={events.isPlaceholderData || undefined}
          className={cn(events.isPlaceholderData && 'opacity-60')}
        >
          {view === 'month' ? (
            <MonthSessions
              dates={dates}
              anchor={anchor}
              today={today}
              byDate={byDate}
              timezone={timezone}
              onOpenDay={openDay}
            />
          ) : (
            <ListSessions dates={dates} today={today} byDate={byDate} timezone={timezone} />
          )}
        </div>
      )}
      {timezone ? (
        <p className="text-xs text-ink-muted">
          Times are in {formatZoneCity(timezone)} time. Declined and cancelled requests are not shown.
        </p>
      ) : null}
    </div>
  );
}

type SessionsProps = {
  dates: string[];
  today: string;
  byDate: Map<string, CalendarEvent[]>;
  timezone: string;
};

function MonthSessions({
  dates,
  anchor,
  today,
  byDate,
  timezone,
  onOpenDay,
}: SessionsProps & { anchor: string; onOpenDay: (date: string) => void }) {
  const weeks = toWeeks(dates);
  return (
    <div className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-7 gap-1.5">
        {weeks[0]?.map((date) => (
          <span
            key={date}
            className="text-center text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {weekdayName(date)}
          </span>
        ))}
      </div>
      <ul aria-label="Sessions this month" className="grid grid-cols-7 gap-1.5">
        {dates.map((date) => {
          const events = byDate.get(date) ?? [];
          const outside = date.slice(0, 7) !== anchor.slice(0, 7);
          return (
            <li
              key={date}
              className={cn(
                'flex min-h-16 min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-1 sm:min-h-24 sm:p-1.5',
                // Muted by colour, not opacity: session text on these days must keep its contrast.
                outside && 'bg-surface-muted',
              )}
            >
              <button
                type="button"
                onClick={() => onOpenDay(date)}
                aria-label={`${formatLongLocalDate(date)}: ${events.length} ${events.length === 1 ? 'session' : 'sessions'}`}
                className={cn(
                  'inline-flex size-6 items-center justify-center self-start rounded-full text-xs font-semibold tabular-nums hover:bg-surface-muted',
                  outside && 'text-ink-muted',
                  date === today && 'bg-accent text-accent-ink hover:bg-accent-hover',
                )}
              >
                {Number(date.slice(8, 10))}
              </button>
              <div className="hidden flex-col gap-1 sm:flex">
                {events.slice(0, MONTH_EVENTS_SHOWN).map((event) => (
                  <SessionEvent key={event.id} event={event} timezone={timezone} compact />
                ))}
              </div>
              {events.length > 0 ? (
                <span className="text-[0.7rem] text-ink-muted sm:hidden">
                  <span
                    aria-hidden="true"
                    className="mr-0.5 inline-block size-1.5 rounded-full bg-accent align-middle"
                  />
                  {events.length}
                </span>
              ) : null}
              {events.length > MONTH_EVENTS_SHOWN ? (
                <span className="hidden text-[0.7rem] text-ink-muted sm:block">
                  +{events.length - MONTH_EVENTS_SHOWN} more
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ListSessions({ dates, today, byDate, timezone }: SessionsProps) {
  return (
    <ul className={cn('grid gap-2', dates.length > 1 && 'lg:grid-cols-7')}>
      {dates.map((date) => {
        const events = byDate.get(date) ?? [];
        return (
          <li key={date} className="flex min-w-0 flex-col gap-2 rounded-xl border border-line p-2.5">
            <h3 className="text-sm font-semibold">
              {weekdayName(date)} {formatMonthDay(date)}
              {date === today ? (
                <span className="ml-1.5 text-xs font-medium text-accent-text">Today</span>
              ) : null}
            </h3>
            {events.length > 0 ? (
              events.map((event) => <SessionEvent key={event.id} event={event} timezone={timezone} />)
            ) : (
              <p className="text-xs text-ink-muted">No sessions</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
