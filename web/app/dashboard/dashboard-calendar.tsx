import type { OwnUser } from '#shared/schemas/auth.ts';
import { CalendarFeedCard } from '#web/features/bookings/components/availability-calendar/calendar-feed-card.tsx';
import { SessionsCalendar } from '#web/features/bookings/components/availability-calendar/sessions-calendar.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { CreatorsOnly, TabHeading } from './dashboard-tab-parts.tsx';

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
