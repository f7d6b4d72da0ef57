import { Link } from 'react-router';
import { formatClock } from '#shared/booking-format.ts';
import { bookingStatusLabels } from '#shared/booking-rules.ts';
import { artistBookingHref } from '#web/lib/app-links.ts';
import { StatusBadge } from '#web/ui/badge.tsx';
import { cn } from '#web/ui/cn.ts';
import type { CalendarEvent } from '../../api/calendar-api.ts';

/** Spec status colours as a stripe: pending amber, confirmed green, completed blue; blocks gray. */
const stripes: Record<string, string> = {
  pending: 'border-l-amber-500',
  confirmed: 'border-l-green-600 dark:border-l-green-500',
  completed: 'border-l-blue-600 dark:border-l-blue-500',
  declined: 'border-l-red-600',
  cancelled: 'border-l-stone-400',
  block: 'border-l-stone-400',
};

type SessionEventProps = { event: CalendarEvent; timezone: string; compact?: boolean };

/** A booking (linking to it on the Bookings tab) or a block, with its time and status. */
export function SessionEvent({ event, timezone, compact = false }: SessionEventProps) {
  const start = formatClock(event.start, timezone);
  const end = formatClock(event.end, timezone);
  const stripe = stripes[event.kind === 'block' ? 'block' : (event.status ?? 'block')];
  const status = event.status ? bookingStatusLabels[event.status] : 'Blocked';
  const classes = cn(
    'block min-w-0 rounded-md border border-line border-l-4 bg-surface text-left',
    compact ? 'px-1.5 py-0.5 text-[0.7rem] leading-tight' : 'px-3 py-2 text-sm',
    stripe,
  );
  const body = compact ? (
    <span className="block truncate">
      <span className="font-semibold tabular-nums">{start}</span> {event.title}
    </span>
  ) : (
    <span className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">
          {start}–{end}
        </span>
        {event.status ? (
          <StatusBadge status={event.status} />
        ) : (
          <span className="text-xs text-ink-muted">Blocked</span>
        )}
      </span>
      <span className="truncate font-medium">{event.title}</span>
      {event.reference ? <span className="font-mono text-xs text-ink-muted">{event.reference}</span> : null}
    </span>
  );
  if (event.kind === 'booking') {
    return (
      <Link
        to={artistBookingHref(event.id)}
        aria-label={`${start} to ${end}, ${event.title}, ${status}`}
        className={cn(classes, 'hover:bg-surface-muted')}
      >
        {body}
      </Link>
    );
  }
  return (
    <span className={cn(classes, 'bg-surface-muted text-ink-muted')} title={`${start}–${end} ${event.title}`}>
      {body}
    </span>
  );
}
