import { type ComponentType, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { DashboardPlaceholder } from '../dashboard/dashboard-placeholder.tsx';
import { DashboardSidebar } from '../dashboard/dashboard-sidebar.tsx';
import { type DashboardTabId, readDashboardTab } from '../dashboard/dashboard-tabs.ts';

type TabPanel = ComponentType<{ user: OwnUser }>;

/** Each tab is its own chunk: opening the dashboard downloads the tab shown, not all ten. */
const panels: Partial<Record<DashboardTabId, TabPanel>> = {
  dashboard: lazyNamed(() => import('../dashboard/dashboard-home.tsx'), 'DashboardHome'),
  profile: lazyNamed(() => import('../dashboard/dashboard-studio.tsx'), 'DashboardProfileTab'),
  media: lazyNamed(() => import('../dashboard/dashboard-media.tsx'), 'DashboardMediaTab'),
  calendar: lazyNamed(() => import('../dashboard/dashboard-calendar.tsx'), 'DashboardCalendarTab'),
  availability: lazyNamed(
    () => import('../dashboard/dashboard-availability.tsx'),
    'DashboardAvailabilityTab',
  ),
  bookings: lazyNamed(() => import('../dashboard/dashboard-bookings.tsx'), 'DashboardBookingsTab'),
  campaigns: lazyNamed(() => import('../dashboard/dashboard-campaigns.tsx'), 'DashboardCampaignsTab'),
  notifications: lazyNamed(
    () => import('../dashboard/dashboard-notifications.tsx'),
    'DashboardNotificationsTab',
  ),
  messages: lazyNamed(() => import('../dashboard/dashboard-messages.tsx'), 'DashboardMessagesTab'),
};

/** Tabs whose own panels arrive with later issues. */
const placeholderTabs = new Set<DashboardTabId>(['settings']);

/** /dashboard?tab=… (behind RequireAuth). The tab lives in the URL so every tab can be linked to. */
export function Component() {
  const [params] = useSearchParams();
  const tab = readDashboardTab(params.get('tab'));
  const { user } = useAuth();
  const Panel = panels[tab];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="sr-only">Dashboard</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <DashboardSidebar active={tab} />
        <div className="min-w-0">
          {Panel && user ? (
            <Suspense fallback={<LoadingState label="Loading" />}>
              <Panel user={user} />
            </Suspense>
          ) : null}
          {placeholderTabs.has(tab) ? <DashboardPlaceholder tab={tab} /> : null}
        </div>
      </div>
    </div>
  );
}
