import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { bookingStatsQuery } from '../api/bookings-api.ts';

/** Spec §2 dashboard: pending, confirmed and total booking cards, each opening the Bookings tab. */
export function BookingStatCards({ artistId }: { artistId: string }) {
  const stats = useQuery(bookingStatsQuery(artistId));
  if (stats.isPending) {
    return (
      <div
        className="grid gap-3 sm:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label="Loading booking figures"
      >
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 rounded-card" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <ErrorState
        title="Booking figures could not be loaded"
        message={errorMessage(stats.error, 'Please try again.')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const cards = [
    {
      label: 'Pending bookings',
      value: stats.data.pending,
      icon: CalendarClock,
      href: '/dashboard?tab=bookings',
    },
    {
      label: 'Confirmed bookings',
      value: stats.data.confirmed,
      icon: CalendarCheck,
      href: '/dashboard?tab=bookings',
    },
    { label: 'Total bookings', value: stats.data.total, icon: CalendarDays },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Bookings">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Link
            to="/dashboard?tab=bookings"
            className="flex items-center justify-between gap-4 rounded-card border border-line bg-surface p-5 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex flex-col gap-1">
              <span className="text-sm text-ink-muted">{label}</span>
              <span className="font-display text-3xl font-semibold tabular-nums">{value}</span>
            </span>
            <Icon aria-hidden="true" className="size-6 text-accent-text" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
