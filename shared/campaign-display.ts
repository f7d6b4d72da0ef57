/**
 * Pure rules of the campaign list and detail screens (spec section 2 "Campaign list", section 4
 * "Days-left badge", section 9 thresholds), kept apart from React so they are tested directly.
 */
import {
  DAYS_LEFT_BADGE_THRESHOLDS,
  DISPLAY_LOCALE,
  ENDING_SOON_DAYS,
  MOST_FUNDED_PERCENT,
  SUCCESSFUL_CAMPAIGN_PERCENT,
} from './constants.ts';
import type { Campaign } from './schemas/campaigns.ts';
import { formatUsDate } from './us-date.ts';

export const campaignFilters = ['all', 'ending-soon', 'most-funded'] as const;
export type CampaignFilter = (typeof campaignFilters)[number];

export const campaignFilterLabels: Record<CampaignFilter, string> = {
  all: 'All',
  'ending-soon': 'Ending Soon',
  'most-funded': 'Most Funded',
};

type Figures = Pick<Campaign, 'daysRemaining' | 'progressPercentage'>;

/** Still taking contributions: its deadline has not passed (funded campaigns included). */
export const isCampaignOpen = (campaign: Pick<Campaign, 'daysRemaining'>) => campaign.daysRemaining > 0;

export function matchesCampaignFilter(campaign: Figures, filter: CampaignFilter): boolean {
  if (filter === 'ending-soon') return isCampaignOpen(campaign) && campaign.daysRemaining <= ENDING_SOON_DAYS;
  if (filter === 'most-funded') return campaign.progressPercentage >= MOST_FUNDED_PERCENT;
  return true;
}

/** Every whitespace-separated term must appear in the title or the description, ignoring case. */
export function matchesCampaignSearch(campaign: Pick<Campaign, 'title' | 'description'>, search: string) {
  const terms = search.toLocaleLowerCase(DISPLAY_LOCALE).split(/\s+/).filter(Boolean);
  const text = `${campaign.title}\n${campaign.description}`.toLocaleLowerCase(DISPLAY_LOCALE);
  return terms.every((term) => text.includes(term));
}

/**
 * The campaigns a visitor sees for a search and filter. 'Ending Soon' puts the nearest deadline
 * first and 'Most Funded' the highest progress first; 'All' keeps the server's order.
 */
export function selectCampaigns<T extends Figures & Pick<Campaign, 'title' | 'description'>>(
  campaigns: readonly T[],
  search: string,
  filter: CampaignFilter,
): T[] {
  const chosen = campaigns.filter(
    (c) => matchesCampaignFilter(c, filter) && matchesCampaignSearch(c, search),
  );
  if (filter === 'ending-soon') return chosen.sort((a, b) => a.daysRemaining - b.daysRemaining);
  if (filter === 'most-funded') return chosen.sort((a, b) => b.progressPercentage - a.progressPercentage);
  return chosen;
}

export type DaysLeftTone = 'red' | 'amber' | 'teal' | 'ended';

const [URGENT_DAYS, SOON_DAYS] = DAYS_LEFT_BADGE_THRESHOLDS;

/** Spec: 3 or fewer days red, 7 or fewer amber, otherwise teal; past the deadline it is 'Ended'. */
export function getDaysLeftTone(daysRemaining: number): DaysLeftTone {
  if (daysRemaining <= 0) return 'ended';
  if (daysRemaining <= URGENT_DAYS) return 'red';
  if (daysRemaining <= SOON_DAYS) return 'amber';
  return 'teal';
}

export function formatDaysLeft(daysRemaining: number): string {
  if (daysRemaining <= 0) return 'Ended';
  return `${daysRemaining} ${daysRemaining === 1 ? 'day' : 'days'} left`;
}

export type CampaignSummary = {
  activeCount: number;
  /** USD, exact to the cent (summed in cents, so no float drift). */
  totalRaised: number;
  successfulCount: number;
  /** Mean of the uncapped progress of every campaign, rounded; 0 when there are none. */
  averageProgress: number;
};

/** The summary band over all campaigns, whatever the search and filter. */
export function summarizeCampaigns(
  campaigns: readonly Pick<Campaign, 'daysRemaining' | 'progressPercentage' | 'currentAmount'>[],
): CampaignSummary {
  let raisedCents = 0;
  let progressSum = 0;
  let activeCount = 0;
  let successfulCount = 0;
  for (const campaign of campaigns) {
    raisedCents += Math.round(campaign.currentAmount * 100);
    progressSum += campaign.progressPercentage;
    if (isCampaignOpen(campaign)) activeCount++;
    if (campaign.progressPercentage >= SUCCESSFUL_CAMPAIGN_PERCENT) successfulCount++;
  }
  return {
    activeCount,
    totalRaised: raisedCents / 100,
    successfulCount,
    averageProgress: campaigns.length ? Math.round(progressSum / campaigns.length) : 0,
  };
}

const usdFormat = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Spec section 9: campaigns in USD with no decimals, e.g. '$12,000'. */
export const formatUsd = (amount: number): string => usdFormat.format(amount);

/** US English date of an ISO timestamp in the viewer's time zone, e.g. 'March 10, 2025'. */
export const formatCampaignDate = (iso: string): string =>
  formatUsDate(new Date(iso), { month: 'long', day: true });
