import { Link } from 'react-router';
import { buttonClasses } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { type DashboardTabId, dashboardTabs, messagesTab } from './dashboard-tabs.ts';

/** Honest words for the tabs later work fills: what will appear, never sample data. */
const placeholders: Partial<Record<DashboardTabId, string>> = {
  calendar: 'Your calendar of sessions will appear here.',
  availability: 'The dates and times you are open for bookings will appear here.',
  bookings: 'Your bookings will appear here.',
  campaigns: 'Your crowdfunding campaigns will appear here.',
  messages: 'Your conversations with clients and artists will appear here.',
};

export function DashboardPlaceholder({ tab }: { tab: DashboardTabId }) {
  const meta = tab === 'messages' ? messagesTab : dashboardTabs.find((t) => t.id === tab);
  if (tab === 'settings') {
    return (
      <EmptyState
        icon={meta?.icon}
        title="Settings"
        description="Your email, username, notification preferences and password live on the Settings page."
        action={
          <Link to="/settings" className={buttonClasses({ variant: 'primary' })}>
            Open Settings
          </Link>
        }
      />
    );
  }
  return <EmptyState icon={meta?.icon} title={meta?.label ?? 'Dashboard'} description={placeholders[tab]} />;
}
