import type { OwnUser } from '#shared/schemas/auth.ts';
import { AvailabilityCalendar } from '#web/features/bookings/components/availability-calendar/availability-calendar.tsx';
import { ServicesEditor } from '#web/features/bookings/components/services-editor.tsx';
import { WeeklyHoursEditor } from '#web/features/bookings/components/weekly-hours-editor.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { CreatorsOnly, TabHeading } from './dashboard-tab-parts.tsx';

/** Availability tab: manage mode of the calendar, the weekly hours and the services. */
export function DashboardAvailabilityTab({ user }: { user: OwnUser }) {
  if (user.role === 'user') return <CreatorsOnly />;
  return (
    <div className="flex flex-col gap-6">
      <TabHeading
        title="Availability"
        description="Choose when clients can book you and what they can book."
      />
      <Card>
        <CardHeader>
          <CardTitle>Dates</CardTitle>
          <CardDescription>
            Open or close single dates; your weekly hours below apply to the rest.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AvailabilityCalendar artistId={user.id} mode="manage" label="Your availability" />
        </CardContent>
      </Card>
      <WeeklyHoursEditor artistId={user.id} />
      <ServicesEditor artistId={user.id} />
    </div>
  );
}
