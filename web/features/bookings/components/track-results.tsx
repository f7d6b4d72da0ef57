import { SearchX } from 'lucide-react';
import type { Booking } from '#shared/schemas/bookings.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { sortBookings } from '../lib/booking-filters.ts';
import { trackResultsHeading } from '../lib/track-messages.ts';
import { GuestQuoteHint } from './guest-quote-hint.tsx';
import { ClientBookingCard } from './my-bookings-card.tsx';

/** What the search found: a count heading, then each booking with its status note. */
export function TrackResults({ bookings }: { bookings: Booking[] }) {
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No bookings found"
        description="No booking requests were found for this email address."
      />
    );
  }
  return (
    <section aria-labelledby="track-results-heading" className="flex flex-col gap-4">
      <h2 id="track-results-heading" aria-live="polite" className="font-display text-2xl font-semibold">
        {trackResultsHeading(bookings.length)}
      </h2>
      <ul className="flex flex-col gap-4">
        {sortBookings(bookings).map((booking) => (
          <li key={booking.id}>
            <ClientBookingCard booking={booking} showArtist actions={<GuestQuoteHint booking={booking} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
