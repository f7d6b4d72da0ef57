import { describe, expect, it } from 'vitest';
import { isTabActive, navTabs } from './nav-items.ts';

describe('navigation tabs', () => {
  it('lists the spec tabs in order', () => {
    expect(navTabs.map((tab) => `${tab.label} ${tab.to}`)).toEqual([
      'Feed /',
      'Marketplace /marketplace',
      'Discover /discover',
      'Crowdfunding /campaigns',
      'My Bookings /my-bookings',
      'Track Booking /track-booking',
      'Profile /profile',
      'Wallet /wallet',
    ]);
  });

  it('activates Feed only on the exact path /', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/marketplace', '/')).toBe(false);
    expect(isTabActive('/campaigns/42', '/')).toBe(false);
  });

  it('activates other tabs when the path starts with theirs', () => {
    expect(isTabActive('/campaigns', '/campaigns')).toBe(true);
    expect(isTabActive('/campaigns/42', '/campaigns')).toBe(true);
    expect(isTabActive('/wallet', '/campaigns')).toBe(false);
    expect(isTabActive('/', '/campaigns')).toBe(false);
  });
});
