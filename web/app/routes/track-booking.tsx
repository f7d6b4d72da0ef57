import { useSearchParams } from 'react-router';
import { ManageBooking } from '#web/features/bookings/components/manage-booking.tsx';
import { TrackBookingSearch } from '#web/features/bookings/components/track-booking-search.tsx';
import { TrackOwnBookings } from '#web/features/bookings/components/track-own-bookings.tsx';
import { useAuth } from '#web/lib/auth-state.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/**
 * /track-booking: find booking requests with the e-mail and one booking reference. Signed-in
 * people see their own above the form; `?manage=TOKEN` (the e-mailed link) opens one to cancel.
 */
export function Component() {
  const [params] = useSearchParams();
  const manageToken = params.get('manage');
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Track Booking"
        title="Track Your Bookings"
        description="See where your session requests stand. Enter the e-mail address you booked with and the booking reference from any of your booking e-mails."
      />
      <div className="flex flex-col gap-10">
        {manageToken ? <ManageBooking token={manageToken} /> : null}
        {signedIn ? <TrackOwnBookings userId={user.id} /> : null}
        <section aria-labelledby="track-search-heading" className="flex flex-col gap-4">
          <h2 id="track-search-heading" className="font-display text-2xl font-semibold">
            {signedIn || manageToken ? 'Find other bookings' : 'Find your bookings'}
          </h2>
          <TrackBookingSearch defaultEmail={signedIn ? user.email : ''} />
        </section>
      </div>
    </PageContainer>
  );
}
