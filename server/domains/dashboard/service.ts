import { summarizeFollowers } from '#server/domains/artists/follower-stats.ts';
import { getArtistBookingStats } from '#server/domains/bookings/booking-queries.ts';
import { escrowTotalsOf } from '#server/domains/bookings/escrow-totals.ts';
import { summarizeContributionIncome } from '#server/domains/campaigns/contribution-income.ts';
import { summarizeArtistLikes, summarizeArtistViews } from '#server/domains/media/engagement-stats.ts';
import { summarizeMacsIncome } from '#server/domains/wallet/income.ts';
import type { Db } from '#server/platform/db/client.ts';
import { centsToUsd } from '#shared/campaign-rules.ts';
import type { DailyPoint, DashboardStats } from '#shared/schemas/dashboard.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import { statWindowAt } from './activity-window.ts';

const toUnit = (points: DailyPoint[], convert: (minor: number) => number): DailyPoint[] =>
  points.map((p) => ({ date: p.date, value: convert(p.value) }));

/**
 * GET /dashboard/stats: the caller's own figures (spec §3 "Dashboard stats"), a read model over
 * the domains that own them. Every figure is the caller's alone:
 * - totalViews: the view counters of their artworks; totalLikes: likes on their artworks;
 *   totalFollowers: who follows them now.
 * - revenue.macs: credits to their ledger account from purchases, payments and released session
 *   escrow (MACS decimal); sessionRevenue: their paid sessions held, released and refunded;
 *   revenue.usd: confirmed contributions to their campaigns (dollars). Both all time.
 * - monthlyGrowth: the last full UTC calendar month against the one before, as
 *   (current - previous) / previous × 100 rounded to one decimal; null when previous is 0.
 *   A month counts what happened in it: views recorded, likes given, follows started (and kept),
 *   MACS credited, contributions confirmed.
 * - series: the last 30 UTC days, today included, zero-filled: views, MACS and USD income per day.
 * A supporter gets the same shape; what does not apply to them is simply 0.
 */
export async function getDashboardStats(db: Db, userId: string, now = new Date()): Promise<DashboardStats> {
  const window = statWindowAt(now);
  const [views, likes, followers, macs, usd, bookings, escrow] = await Promise.all([
    summarizeArtistViews(db, userId, window),
    summarizeArtistLikes(db, userId, window),
    summarizeFollowers(db, userId, window),
    summarizeMacsIncome(db, userId, window),
    summarizeContributionIncome(db, userId, window),
    getArtistBookingStats(db, userId, userId),
    escrowTotalsOf(db, userId),
  ]);
  return {
    totalViews: views.total,
    totalLikes: likes.total,
    totalFollowers: followers.total,
    totalBookings: bookings.total,
    pendingBookings: bookings.pending,
    confirmedBookings: bookings.confirmed,
    revenue: { macs: fromMacsMinor(macs.total), usd: centsToUsd(usd.total) },
    sessionRevenue: escrow.asArtist,
    monthlyGrowth: {
      months: { current: window.currentMonth, previous: window.previousMonth },
      views: views.growth,
      likes: likes.growth,
      followers: followers.growth,
      revenue: { macs: macs.growth, usd: usd.growth },
    },
    series: {
      views: views.daily,
      revenueMacs: toUnit(macs.daily, fromMacsMinor),
      revenueUsd: toUnit(usd.daily, centsToUsd),
    },
  };
}
