import { describe, expect, it } from 'vitest';
import {
  formatCampaignDate,
  formatDaysLeft,
  formatUsd,
  getDaysLeftTone,
  matchesCampaignFilter,
  matchesCampaignSearch,
  selectCampaigns,
  summarizeCampaigns,
} from './campaign-display.ts';

const campaign = (title: string, daysRemaining: number, progressPercentage: number, currentAmount = 0) => ({
  title,
  description: `About ${title.toLowerCase()}`,
  daysRemaining,
  progressPercentage,
  currentAmount,
});

describe('campaign filters', () => {
  it("'Ending Soon' keeps open campaigns with 7 days or fewer left", () => {
    expect(matchesCampaignFilter(campaign('a', 7, 0), 'ending-soon')).toBe(true);
    expect(matchesCampaignFilter(campaign('a', 1, 0), 'ending-soon')).toBe(true);
    expect(matchesCampaignFilter(campaign('a', 8, 0), 'ending-soon')).toBe(false);
    expect(matchesCampaignFilter(campaign('a', 0, 0), 'ending-soon')).toBe(false);
  });

  it("'Most Funded' keeps 50 % and more, over-funded included", () => {
    expect(matchesCampaignFilter(campaign('a', 5, 50), 'most-funded')).toBe(true);
    expect(matchesCampaignFilter(campaign('a', 5, 118), 'most-funded')).toBe(true);
    expect(matchesCampaignFilter(campaign('a', 5, 49), 'most-funded')).toBe(false);
  });

  it("'All' keeps everything", () => {
    expect(matchesCampaignFilter(campaign('a', 0, 0), 'all')).toBe(true);
  });
});

describe('campaign search', () => {
  const kiln = { title: 'A Wood Kiln', description: 'For the Community Studio' };

  it('matches title and description, ignoring case and extra spaces', () => {
    expect(matchesCampaignSearch(kiln, 'kiln')).toBe(true);
    expect(matchesCampaignSearch(kiln, '  COMMUNITY ')).toBe(true);
    expect(matchesCampaignSearch(kiln, 'wood studio')).toBe(true);
    expect(matchesCampaignSearch(kiln, '')).toBe(true);
  });

  it('needs every term to appear', () => {
    expect(matchesCampaignSearch(kiln, 'wood bronze')).toBe(false);
  });
});

describe('selectCampaigns', () => {
  const list = [
    campaign('Kiln', 6, 64),
    campaign('Orbits', 19, 118),
    campaign('Lagoon', 2, 18),
    campaign('Mural', 0, 76),
  ];

  it('keeps the given order for All and applies the search', () => {
    expect(selectCampaigns(list, '', 'all').map((c) => c.title)).toEqual([
      'Kiln',
      'Orbits',
      'Lagoon',
      'Mural',
    ]);
    expect(selectCampaigns(list, 'mur', 'all').map((c) => c.title)).toEqual(['Mural']);
  });

  it('puts the nearest deadline first when ending soon, the highest progress first when most funded', () => {
    expect(selectCampaigns(list, '', 'ending-soon').map((c) => c.title)).toEqual(['Lagoon', 'Kiln']);
    expect(selectCampaigns(list, '', 'most-funded').map((c) => c.title)).toEqual(['Orbits', 'Mural', 'Kiln']);
  });

  it('combines search and filter, and leaves the input untouched', () => {
    expect(selectCampaigns(list, 'orbits', 'ending-soon')).toEqual([]);
    expect(list.map((c) => c.title)).toEqual(['Kiln', 'Orbits', 'Lagoon', 'Mural']);
  });
});

describe('days-left badge', () => {
  it('is red at 3 days or fewer, amber at 7 or fewer, teal beyond, and Ended after the deadline', () => {
    expect([1, 3, 4, 7, 8, 30].map(getDaysLeftTone)).toEqual([
      'red',
      'red',
      'amber',
      'amber',
      'teal',
      'teal',
    ]);
    expect(getDaysLeftTone(0)).toBe('ended');
  });

  it('reads singular, plural and Ended', () => {
    expect(formatDaysLeft(1)).toBe('1 day left');
    expect(formatDaysLeft(6)).toBe('6 days left');
    expect(formatDaysLeft(0)).toBe('Ended');
  });
});

describe('summarizeCampaigns', () => {
  it('counts open and successful campaigns, sums raised to the cent and averages uncapped progress', () => {
    const summary = summarizeCampaigns([
      campaign('a', 6, 64, 7_680.1),
      campaign('b', 19, 118, 9_440.2),
      campaign('c', 0, 100, 500),
      campaign('d', 0, 10, 0.1),
    ]);
    expect(summary).toEqual({
      activeCount: 2,
      totalRaised: 17_620.4,
      successfulCount: 2,
      averageProgress: 73,
    });
  });

  it('is all zeros for no campaigns', () => {
    expect(summarizeCampaigns([])).toEqual({
      activeCount: 0,
      totalRaised: 0,
      successfulCount: 0,
      averageProgress: 0,
    });
  });
});

describe('formatting', () => {
  it('shows USD with no decimals', () => {
    expect(formatUsd(12_000)).toBe('$12,000');
    expect(formatUsd(1_253.45)).toBe('$1,253');
    expect(formatUsd(0)).toBe('$0');
  });

  it('shows dates in US English', () => {
    expect(formatCampaignDate('2025-03-10T12:00:00.000Z')).toBe('March 10, 2025');
  });
});
