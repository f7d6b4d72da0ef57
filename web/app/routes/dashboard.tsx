import { useSearchParams } from 'react-router';
import { NotificationsPanel } from '#web/features/notifications/components/notifications-panel.tsx';
import { useAuth } from '#web/lib/auth-state.tsx';
import { DashboardBookingsTab } from '../dashboard/dashboard-bookings.tsx';
import { DashboardAvailabilityTab, DashboardCalendarTab } from '../dashboard/dashboard-calendar.tsx';
import { DashboardCampaignsTab } from '../dashboard/dashboard-campaigns.tsx';
import { DashboardHome } from '../dashboard/dashboard-home.tsx';
import { DashboardMessagesTab } from '../dashboard/dashboard-messages.tsx';
import { DashboardPlaceholder } from '../dashboard/dashboard-placeholder.tsx';
import { DashboardSidebar } from '../dashboard/dashboard-sidebar.tsx';
import { DashboardMediaTab, DashboardProfileTab } from '../dashboard/dashboard-studio.tsx';
import { type DashboardTabId, readDashboardTab } from '../dashboard/dashboard-tabs.ts';

/** Tabs whose own panels arrive with later issues. */
const placeholderTabs = new Set<DashboardTabId>(['settings']);

/** /dashboard?tab=… (behind RequireAuth). The tab lives in the URL so every tab can be linked to. */
export function Component() {
  const [params] = useSearchParams();
  const tab = readDashboardTab(params.get('tab'));
  const { user } = useAuth();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="sr-only">Dashboard</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <DashboardSidebar active={tab} />
        <div className="min-w-0">
          {tab === 'dashboard' && user ? <DashboardHome user={user} /> : null}
          {tab === 'profile' && user ? <DashboardProfileTab user={user} /> : null}
          {tab === 'media' && user ? <DashboardMediaTab user={user} /> : null}
          {tab === 'calendar' && user ? <DashboardCalendarTab user={user} /> : null}
          {tab === 'availability' && user ? <DashboardAvailabilityTab user={user} /> : null}
          {tab === 'bookings' && user ? <DashboardBookingsTab user={user} /> : null}
          {tab === 'campaigns' && user ? <DashboardCampaignsTab user={user} /> : null}
          {tab === 'notifications' ? <NotificationsPanel /> : null}
          {tab === 'messages' && user ? <DashboardMessagesTab user={user} /> : null}
          {placeholderTabs.has(tab) ? <DashboardPlaceholder tab={tab} /> : null}
        </div>
      </div>
    </div>
  );
}
