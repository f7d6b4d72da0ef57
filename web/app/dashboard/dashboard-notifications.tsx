import { NotificationsPanel } from '#web/features/notifications/components/notifications-panel.tsx';

/** The Notifications tab: the full list with filters (the bell shows the latest few). */
export function DashboardNotificationsTab() {
  return <NotificationsPanel />;
}
