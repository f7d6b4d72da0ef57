/**
 * How a campaign's figures follow from its stored facts (target, deadline, confirmed cents).
 * The server derives the wire fields with these; the web reads the same rules.
 */
import { SUCCESSFUL_CAMPAIGN_PERCENT } from './constants.ts';

export const campaignStatuses = ['active', 'successful', 'ended'] as const;

/**
 * pending: crypto awaiting the artist's (or an operator's) check; confirmed: counts towards the
 * raised amount; rejected: a pending one the artist could not find on chain; refunded: a
 * confirmed one paid back. Only confirmed money is raised.
 */
export const contributionStatuses = ['pending', 'confirmed', 'rejected', 'refunded'] as const;
export type ContributionStatus = (typeof contributionStatuses)[number];
export type CampaignStatus = (typeof campaignStatuses)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days until the deadline, rounded up: a campaign with a few hours left still reads
 * "1 day left", and 0 means the deadline has passed (never negative).
 */
export function computeDaysRemaining(deadline: Date, now: Date): number {
  const left = deadline.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/**
 * Percent of the target raised, not capped (118 for an over-funded campaign). Rounded down, so
 * 100 is shown only once the target is really met.
 */
export function computeProgressPercentage(raisedCents: number, targetCents: number): number {
  if (targetCents <= 0) return 0;
  return Math.floor((raisedCents * 100) / targetCents);
}

/** Reaching the target wins over the calendar: a funded campaign stays 'successful' after its deadline. */
export function deriveCampaignStatus(progressPercentage: number, daysRemaining: number): CampaignStatus {
  if (progressPercentage >= SUCCESSFUL_CAMPAIGN_PERCENT) return 'successful';
  return daysRemaining > 0 ? 'active' : 'ended';
}

/** Integer cents in storage, the spec's decimal dollars on the wire (DESIGN rule 5). */
export const centsToUsd = (cents: number): number => cents / 100;
