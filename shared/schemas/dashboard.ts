import { z } from 'zod';
import { escrowTotalsSchema } from './wallet.ts';

/** How many UTC days the dashboard chart covers, today included. */
export const DASHBOARD_SERIES_DAYS = 30;
export const DASHBOARD_NO_PARAMETERS_MESSAGE = 'The dashboard shows your own figures and takes no parameters';

/** GET /dashboard/stats takes nothing: the caller's own figures, so no id can name someone else. */
export const dashboardStatsQuerySchema = z.strictObject({}, { error: DASHBOARD_NO_PARAMETERS_MESSAGE });

const count = z.number().int().nonnegative();
/** Percent change, one decimal; null when the earlier month had nothing to compare with. */
const growth = z.number().nullable();
const month = z.string().regex(/^\d{4}-\d{2}$/);
const dailyPoint = z.object({ date: z.iso.date(), value: z.number().nonnegative() });

export const dashboardStatsSchema = z.object({
  totalViews: count,
  totalLikes: count,
  totalFollowers: count,
  totalBookings: count,
  pendingBookings: count,
  confirmedBookings: count,
  /** All-time income: MACS as a decimal, USD as decimal dollars. */
  revenue: z.object({ macs: z.number().nonnegative(), usd: z.number().nonnegative() }),
  /** Paid sessions as their artist, MACS decimals: still in escrow, paid out, given back (decision 020). */
  sessionRevenue: escrowTotalsSchema,
  /**
   * The last full calendar month (UTC) against the one before; spec §3 names one `monthlyGrowth`,
   * Easel gives it per figure and per currency, since MACS and USD do not add up.
   */
  monthlyGrowth: z.object({
    months: z.object({ current: month, previous: month }),
    views: growth,
    likes: growth,
    followers: growth,
    revenue: z.object({ macs: growth, usd: growth }),
  }),
  /** The last 30 UTC days, oldest first, today last, days without activity as 0. */
  series: z.object({
    views: z.array(dailyPoint),
    revenueMacs: z.array(dailyPoint),
    revenueUsd: z.array(dailyPoint),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export type DailyPoint = z.infer<typeof dailyPoint>;

export const dashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: dashboardStatsSchema,
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponseSchema>;
