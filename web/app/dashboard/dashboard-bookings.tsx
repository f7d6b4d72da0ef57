import type { OwnUser } from '#shared/schemas/auth.ts';
import { DashboardPlaceholder } from './dashboard-placeholder.tsx';

/** Bookings tab: the artist's incoming bookings (replaced by the bookings work). */
export function DashboardBookingsTab(_props: { user: OwnUser }) {
  return <DashboardPlaceholder tab="bookings" />;
}
