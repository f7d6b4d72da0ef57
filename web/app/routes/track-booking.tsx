import { useSearchParams } from 'react-router';
import { ManageBooking } from '#web/features/bookings/components/manage-booking.tsx';
import { TrackAccessResults } from '#web/features/bookings/components/track-access-results.tsx';
import { TrackBookingSearch } from '#web/features/bookings/components/track-booking-search.tsx';
import { TrackOwnBookings } from '#web/features/bookings/components/track-own-bookings.tsx';
import { useAuth } from '#web/lib/auth-state.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/**
 * /track-booking: find a booking request with the e-mail and its booking reference. Signed-in
 * people see their own above the form; `?manage=TOKEN` (the e-mailed link) opens one to cancel;
 * `?access=TOKEN` (the link mailed on request) lists every booking made with an address.
 */
export function Component() {
  const [params] = useSearchParams();
  const manageToken = params.get('manage');
  const accessToken = params.get('access');
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Track Booking"
        title="Track Your Bookings"
        description="See where your session requests stand. Enter the e-mail address you booked with and the booking reference from its e-mail, or have us e-mail you a link to all of them."
      />
      <div className="flex flex-col gap-10">
        {manageToken ? <ManageBooking token={manageToken} /> : null}
        {accessToken ? <TrackAccessResults token={accessToken} /> : null}
        {signedIn ? <TrackOwnBookings userId={user.id} emailVerified={user.emailVerified} /> : null}
        <section aria-labelledby="track-search-heading" className="flex flex-col gap-4">
          <h2 id="track-search-heading" className="font-display text-2xl font-semibold">
            {signedIn || manageToken || accessToken ? 'Find other bookings' : 'Find your bookings'}
          </h2>
          <TrackBookingSearch defaultEmail={signedIn ? user.email : ''} />
        </section>
      </div>
    </PageContainer>
  );
}
