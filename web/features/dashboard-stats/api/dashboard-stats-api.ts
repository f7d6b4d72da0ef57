import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats, DashboardStatsResponse } from '#shared/schemas/dashboard.ts';
import { api } from '#web/lib/api-client.ts';

export const dashboardStatsKeys = {
  all: ['dashboard-stats'] as const,
};

/** GET /dashboard/stats: the signed-in user's own figures; the cards and the chart share it. */
export function dashboardStatsQuery() {
  return queryOptions({
    queryKey: dashboardStatsKeys.all,
    queryFn: ({ signal }) => api.get<DashboardStatsResponse>('/dashboard/stats', { signal }),
    select: (body): DashboardStats => body.data,
  });
}
