import type { OwnUser } from '#shared/schemas/auth.ts';
import { DashboardPlaceholder } from './dashboard-placeholder.tsx';

/** Calendar tab: the artist's sessions by month, week and day (replaced by the bookings work). */
export function DashboardCalendarTab(_props: { user: OwnUser }) {
  return <DashboardPlaceholder tab="calendar" />;
}

/** Availability tab: manage mode of the calendar and the services (replaced by the bookings work). */
export function DashboardAvailabilityTab(_props: { user: OwnUser }) {
  return <DashboardPlaceholder tab="availability" />;
}
