export type NavItem = { label: string; to: string };

/** Spec section 2, "Shell and navigation": the top navigation tabs, in order. */
export const navTabs: readonly NavItem[] = [
  { label: 'Feed', to: '/' },
  { label: 'Marketplace', to: '/marketplace' },
  { label: 'Discover', to: '/discover' },
  { label: 'Crowdfunding', to: '/campaigns' },
  { label: 'My Bookings', to: '/my-bookings' },
  { label: 'Track Booking', to: '/track-booking' },
  { label: 'Profile', to: '/profile' },
  { label: 'Wallet', to: '/wallet' },
];

/** Spec section 2: placeholder community links; navigation only (unknown paths lead home). */
export const communityLinks: readonly NavItem[] = [
  { label: 'Fixed', to: '/fixed' },
  { label: 'Daspeak', to: '/daspeak' },
  { label: 'Voltage Zones', to: '/voltage-zones' },
  { label: 'Live Zaness', to: '/live-zaness' },
  { label: 'Fly Horfile', to: '/fly-horfile' },
  { label: 'Pesssages', to: '/pesssages' },
];

/** Spec rule: a tab is active when the path starts with the tab's path; Feed (/) only on an exact match. */
export function isTabActive(pathname: string, tabPath: string): boolean {
  return tabPath === '/' ? pathname === '/' : pathname.startsWith(tabPath);
}
