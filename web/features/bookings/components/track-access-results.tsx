import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { bookingAccessQuery } from '../api/bookings-api.ts';
import { BookingListSkeleton } from './booking-list-skeleton.tsx';
import { TrackResults } from './track-results.tsx';

/** `/track-booking?access=TOKEN`: every booking made with the address a mailed link went to. */
export function TrackAccessResults({ token }: { token: string }) {
  const query = useQuery(bookingAccessQuery(token));
  if (query.isPending) return <BookingListSkeleton label="Loading your bookings" count={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="This link could not be opened"
        message={errorMessage(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { email, expiresAt, bookings } = query.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        Every booking made with <strong className="font-medium text-ink break-all">{email}</strong>. This link
        works until {format(new Date(expiresAt), 'HH:mm')}.
      </p>
      <TrackResults bookings={bookings} />
    </div>
  );
}
