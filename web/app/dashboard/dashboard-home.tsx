import { BadgeCheck, CalendarRange, Image, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { BookingStatCards } from '#web/features/bookings/components/booking-stat-cards.tsx';
import { DashboardActivityChart } from '#web/features/dashboard-stats/components/dashboard-activity-chart.tsx';
import { DashboardStatCards } from '#web/features/dashboard-stats/components/dashboard-stat-cards.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { dashboardTabHref } from './dashboard-tabs.ts';

const quickActions = [
  { tab: 'media', label: 'Upload media', description: 'Add artwork to your gallery.', icon: Image },
  {
    tab: 'availability',
    label: 'Update availability',
    description: 'Choose when clients can book you.',
    icon: CalendarRange,
  },
  { tab: 'profile', label: 'Edit profile', description: 'Tell people about your work.', icon: UserRound },
] as const;

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The Dashboard tab: a greeting, the artist's figures (views, likes, followers, revenue with
 * monthly growth), the booking cards, the spec's quick actions and the last 30 days as a chart.
 * A supporter has no artworks, followers or bookings to count, so they get the greeting and actions.
 */
export function DashboardHome({ user }: { user: OwnUser }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} src={user.avatarUrl} size="lg" decorative />
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 font-display text-3xl font-semibold tracking-tight">
            {greeting()}, {user.name}
            {user.verified ? (
              <BadgeCheck role="img" aria-label="Verified" className="size-6 text-accent-text" />
            ) : null}
          </h2>
          <p className="mt-1 text-ink-muted">Here is where you run your studio on Easel.</p>
        </div>
      </div>
      {user.role === 'user' ? null : (
        <>
          <DashboardStatCards />
          <BookingStatCards artistId={user.id} />
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Quick actions</CardTitle>
          <CardDescription>Jump to the things artists do most.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          {quickActions.map(({ tab, label, description, icon: Icon }) => (
            <Link
              key={tab}
              to={dashboardTabHref(tab)}
              className="flex flex-col gap-1 rounded-xl border border-line p-4 transition-colors hover:border-accent hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="size-5 text-accent-text" />
              <span className="mt-2 font-medium">{label}</span>
              <span className="text-sm text-ink-muted">{description}</span>
            </Link>
          ))}
        </CardContent>
      </Card>
      {user.role === 'user' ? null : <DashboardActivityChart />}
    </div>
  );
}
