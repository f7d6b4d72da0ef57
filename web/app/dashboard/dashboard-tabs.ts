import {
  Bell,
  CalendarDays,
  CalendarRange,
  ClipboardList,
  Image,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Settings,
  UserRound,
} from 'lucide-react';

/** Spec §2 "Artist dashboard": the sidebar tabs, in order, as `?tab=` values. */
export const dashboardTabs = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'media', label: 'Media Gallery', icon: Image },
  { id: 'calendar', label: 'Calendar', icon: CalendarDays },
  { id: 'availability', label: 'Availability', icon: CalendarRange },
  { id: 'bookings', label: 'Bookings', icon: ClipboardList },
  { id: 'campaigns', label: 'My Campaigns', icon: Megaphone },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'settings', label: 'Settings', icon: Settings },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

/** Reachable by `?tab=messages` (the messages icon) but not listed in the sidebar. */
export const messagesTab = { id: 'messages', label: 'Messages', icon: MessageSquare } as const;

export type DashboardTabId = (typeof dashboardTabs)[number]['id'] | typeof messagesTab.id;

const known = new Set<string>([...dashboardTabs.map((t) => t.id), messagesTab.id]);

export function readDashboardTab(value: string | null): DashboardTabId {
  return value && known.has(value) ? (value as DashboardTabId) : 'dashboard';
}

export function dashboardTabHref(tab: DashboardTabId): string {
  return tab === 'dashboard' ? '/dashboard' : `/dashboard?tab=${tab}`;
}
