import { useSearchParams } from 'react-router';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { ArtistBookingList } from '#web/features/bookings/components/booking-list.tsx';
import { BecomeCreatorCard } from '#web/features/studio/components/become-creator-card.tsx';

/**
 * Bookings tab: the artist's incoming bookings. `?booking={id}` opens that one; a supporter is
 * offered the artist profile first, since only artists take bookings.
 */
export function DashboardBookingsTab({ user }: { user: OwnUser }) {
  const [params] = useSearchParams();
  if (user.role === 'user') return <BecomeCreatorCard />;
  return <ArtistBookingList artistId={user.id} focusBookingId={params.get('booking')} />;
}
