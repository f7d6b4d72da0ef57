import { Coins, Flag, type LucideIcon, ScrollText, UsersRound } from 'lucide-react';

/** The console's tabs, in order, as `?tab=` values; the first is the default. */
export const adminTabs = [
  { id: 'reports', label: 'Reports', icon: Flag },
  { id: 'payments', label: 'Payments', icon: Coins },
  { id: 'people', label: 'People', icon: UsersRound },
  { id: 'audit', label: 'Audit log', icon: ScrollText },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type AdminTabId = (typeof adminTabs)[number]['id'];

const known = new Set<string>(adminTabs.map((tab) => tab.id));

/** An unknown or missing `?tab=` opens the reports queue. */
export function readAdminTab(value: string | null): AdminTabId {
  return value && known.has(value) ? (value as AdminTabId) : 'reports';
}

export function adminTabHref(tab: AdminTabId): string {
  return tab === 'reports' ? '/admin' : `/admin?tab=${tab}`;
}
