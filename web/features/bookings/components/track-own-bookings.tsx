import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { MY_BOOKINGS_PATH } from '#web/lib/app-links.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { clientBookingsQuery } from '../api/bookings-api.ts';
import { sortBookings } from '../lib/booking-filters.ts';
import { useBookingLiveRefresh } from '../lib/use-booking-live-refresh.ts';
import { BookingListSkeleton } from './booking-list-skeleton.tsx';
import { ClientBookingCard } from './my-bookings-card.tsx';

/**
 * A signed-in person's own bookings on the track page: no reference needed, the account proves
 * it. Guest bookings made with the account's address join only once that address is confirmed.
 */
export function TrackOwnBookings({ userId, emailVerified }: { userId: string; emailVerified: boolean }) {
  useBookingLiveRefresh();
  const query = useQuery(clientBookingsQuery(userId));
  return (
    <section aria-labelledby="own-bookings-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="own-bookings-heading" className="font-display text-2xl font-semibold">
            Your bookings
          </h2>
          <p className="text-sm text-ink-muted">Requests made while signed in to this account.</p>
        </div>
        <Link
          to={MY_BOOKINGS_PATH}
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-text hover:underline"
        >
          Manage in My Bookings
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {emailVerified ? null : (
        <p className="rounded-card bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
          Bookings you made as a guest with this account's email appear here once you confirm the address.{' '}
          <Link to="/settings" className="font-medium underline underline-offset-4">
            Confirm it in Settings
          </Link>
        </p>
      )}
      {query.isPending ? <BookingListSkeleton label="Loading your bookings" count={1} /> : null}
      {query.isError ? (
        <ErrorState
          title="Your bookings could not be loaded"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data?.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong px-5 py-6 text-sm text-ink-muted">
          No booking requests under this account yet. Booked as a guest? Search with your e-mail address and
          booking reference below.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {sortBookings(query.data).map((booking) => (
            <li key={booking.id}>
              <ClientBookingCard booking={booking} showArtist />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
