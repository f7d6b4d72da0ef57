import { useQueryClient } from '@tanstack/react-query';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { artistKeys } from '#web/features/artists/api/artists-api.ts';
import { AvailabilityCalendar } from '#web/features/bookings/components/availability-calendar/availability-calendar.tsx';
import { CalendarFeedCard } from '#web/features/bookings/components/availability-calendar/calendar-feed-card.tsx';
import { SessionsCalendar } from '#web/features/bookings/components/availability-calendar/sessions-calendar.tsx';
import { ServicesEditor } from '#web/features/bookings/components/services-editor.tsx';
import { WeeklyHoursEditor } from '#web/features/bookings/components/weekly-hours-editor.tsx';
import { BecomeCreatorCard } from '#web/features/studio/components/become-creator-card.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';

function TabHeading({ title, description }: { title: string; description: string }) {
  return (
    <header className="mb-6">
      <h2 className="font-display text-3xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-1 text-ink-muted">{description}</p>
    </header>
  );
}

/** A supporter sees how to become a creator; the new profile shows on the public pages at once. */
function CreatorsOnly() {
  const queryClient = useQueryClient();
  return (
    <BecomeCreatorCard onCreated={() => void queryClient.invalidateQueries({ queryKey: artistKeys.all })} />
  );
}

/** Calendar tab: the artist's sessions by month, week and day, and the private calendar link. */
export function DashboardCalendarTab({ user }: { user: OwnUser }) {
  if (user.role === 'user') return <CreatorsOnly />;
  return (
    <div className="flex flex-col gap-6">
      <TabHeading
        title="Calendar"
        description="Your sessions at a glance. Open one to accept, decline or complete it."
      />
      <Card>
        <CardContent>
          <SessionsCalendar artistId={user.id} />
        </CardContent>
      </Card>
      <CalendarFeedCard />
    </div>
  );
}

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
