import { useQuery } from '@tanstack/react-query';
import { CalendarRange, ClipboardList, Search } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { BookingFilterTab } from '#shared/booking-rules.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { buttonClasses } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { artistBookingsQuery } from '../api/bookings-api.ts';
import { countBookings, filterBookings, sortBookings } from '../lib/booking-filters.ts';
import { useBookingLiveRefresh } from '../lib/use-booking-live-refresh.ts';
import { ArtistBookingCard } from './booking-card.tsx';
import { BookingDecisionActions } from './booking-decision-actions.tsx';
import { BookingFilterTabs } from './booking-filter-tabs.tsx';
import { BookingListSkeleton } from './booking-list-skeleton.tsx';

export const BOOKINGS_LOAD_FAILED_MESSAGE = 'Failed to load bookings. Please try again.';

export type ArtistBookingListProps = {
  artistId: string;
  /** `?booking={id}`: that booking is scrolled to, focused and highlighted. */
  focusBookingId?: string | null;
};

function useFocusBooking(focusBookingId: string | null | undefined, ready: boolean) {
  useEffect(() => {
    if (!focusBookingId || !ready) return;
    const card = document.getElementById(`booking-${focusBookingId}`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [focusBookingId, ready]);
}

/** The dashboard's Bookings tab: every request to this artist, filtered, searched and decided. */
export function ArtistBookingList({ artistId, focusBookingId }: ArtistBookingListProps) {
  useBookingLiveRefresh();
  const query = useQuery(artistBookingsQuery(artistId));
  const [tab, setTab] = useState<BookingFilterTab>('all');
  const [search, setSearch] = useState('');
  const all = query.data;
  const counts = useMemo(() => countBookings(all ?? []), [all]);
  const shown = useMemo(() => sortBookings(filterBookings(all ?? [], tab, search)), [all, tab, search]);
  const focusMissing = Boolean(focusBookingId && all && !all.some((b) => b.id === focusBookingId));
  useFocusBooking(focusBookingId, Boolean(all));

  let body: ReactNode;
  if (query.isPending) body = <BookingListSkeleton />;
  else if (query.isError) {
    body = (
      <ErrorState
        title="Your bookings could not be loaded"
        message={errorMessage(query.error, BOOKINGS_LOAD_FAILED_MESSAGE)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title="No bookings yet"
        description="When a client requests a session with you, it appears here to accept or decline. Keep your availability up to date so clients can find a free time."
        action={
          <Link to="/dashboard?tab=availability" className={buttonClasses({ variant: 'outline' })}>
            <CalendarRange aria-hidden="true" />
            Update availability
          </Link>
        }
      />
    );
  } else {
    body = (
      <BookingFilterTabs
        value={tab}
        onChange={setTab}
        counts={counts}
        label="Filter bookings by status"
        toolbar={
          <div className="relative w-full lg:max-w-xs">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            />
            <Input
              type="search"
              aria-label="Search bookings"
              placeholder="Search client, service, reference…"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        }
      >
        {shown.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={search.trim() ? Search : ClipboardList}
            title={search.trim() ? 'No bookings match your search' : `No ${tab} bookings found.`}
            description={
              search.trim()
                ? 'Try a client name, an e-mail address, a service or a booking reference.'
                : 'Bookings move here as you decide on them.'
            }
          />
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Bookings">
            {shown.map((booking) => (
              <li key={booking.id}>
                <ArtistBookingCard
                  booking={booking}
                  highlighted={booking.id === focusBookingId}
                  actions={<BookingDecisionActions booking={booking} />}
                />
              </li>
            ))}
          </ul>
        )}
      </BookingFilterTabs>
    );
  }

  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="bookings-heading" className="font-display text-3xl font-semibold tracking-tight">
          Bookings
        </h2>
        <p className="mt-1 text-ink-muted">
          Requests from clients. Accept or decline pending ones; complete a session once it has taken place.
        </p>
      </div>
      {focusMissing ? (
        <FormAlert>That booking is not among your bookings. It may have been removed.</FormAlert>
      ) : null}
      {body}
    </section>
  );
}
