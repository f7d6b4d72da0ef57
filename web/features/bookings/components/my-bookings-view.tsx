import { useQuery } from '@tanstack/react-query';
import { CalendarDays, RotateCw, Search, Star } from 'lucide-react';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { BookingFilterTab } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button, buttonClasses } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { clientBookingsQuery } from '../api/bookings-api.ts';
import { countBookings, filterBookings, sortBookings } from '../lib/booking-filters.ts';
import { useBookingLiveRefresh } from '../lib/use-booking-live-refresh.ts';
import { BookingDecisionActions } from './booking-decision-actions.tsx';
import { BookingFilterTabs } from './booking-filter-tabs.tsx';
import { ClientBookingCard } from './my-bookings-card.tsx';

// The review form loads when someone chooses to review a session.
const ReviewDialog = lazyNamed(() => import('./review-dialog.tsx'), 'ReviewDialog');

export const HISTORY_FAILED_MESSAGE = 'Failed to load booking history';
export const NO_BOOKINGS_MESSAGE = "You haven't made any booking requests yet.";

function ClientActions({ booking }: { booking: Booking }) {
  const [reviewing, setReviewing] = useState(false);
  const canReview = booking.viewerRole === 'client' && booking.status === 'completed' && !booking.review;
  if (!canReview) return <BookingDecisionActions booking={booking} />;
  return (
    <div className="border-t border-line pt-4">
      <Button variant="outline" onClick={() => setReviewing(true)}>
        <Star aria-hidden="true" />
        Leave a review
      </Button>
      {reviewing ? (
        <Suspense fallback={null}>
          <ReviewDialog booking={booking} open onOpenChange={setReviewing} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** /my-bookings for a signed-in person: their requests by status, with cancel and review. */
export function MyBookingsView({ userId }: { userId: string }) {
  useBookingLiveRefresh();
  const query = useQuery(clientBookingsQuery(userId));
  const [tab, setTab] = useState<BookingFilterTab>('all');
  const counts = useMemo(() => countBookings(query.data ?? []), [query.data]);
  const shown = useMemo(() => sortBookings(filterBookings(query.data ?? [], tab)), [query.data, tab]);

  const refresh = (
    <Button
      variant="outline"
      onClick={() => void query.refetch()}
      loading={query.isFetching && !query.isPending}
      disabled={query.isPending}
    >
      {query.isFetching && !query.isPending ? null : <RotateCw aria-hidden="true" />}
      Refresh
    </Button>
  );

  let list: ReactNode;
  if (shown.length > 0) {
    list = (
      <ul className="flex flex-col gap-4" aria-label="Your bookings">
        {shown.map((booking) => (
          <li key={booking.id}>
            <ClientBookingCard
              booking={booking}
              showArtist
              confirmedNoteOnlyAhead
              actions={<ClientActions booking={booking} />}
            />
          </li>
        ))}
      </ul>
    );
  } else if (tab === 'all') {
    list = (
      <EmptyState
        headingLevel={3}
        icon={CalendarDays}
        title={NO_BOOKINGS_MESSAGE}
        description="Find an artist you like and request a session; it appears here with its status."
        action={
          <Link to="/discover" className={buttonClasses({ variant: 'outline' })}>
            <Search aria-hidden="true" />
            Find an artist
          </Link>
        }
      />
    );
  } else {
    list = (
      <EmptyState
        headingLevel={3}
        icon={CalendarDays}
        title={`No ${tab} bookings found.`}
        description="Bookings move between these tabs as artists answer them."
      />
    );
  }

  if (query.isPending) return <LoadingState label="Loading your bookings..." />;
  if (query.isError) {
    return (
      <ErrorState
        title={HISTORY_FAILED_MESSAGE}
        message={errorMessage(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <BookingFilterTabs
      value={tab}
      onChange={setTab}
      counts={counts}
      label="Filter your bookings by status"
      toolbar={<div className="flex justify-end">{refresh}</div>}
    >
      {list}
    </BookingFilterTabs>
  );
}
