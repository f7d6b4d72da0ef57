import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_SERIES_DAYS } from '#shared/schemas/dashboard.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { TimeSeriesChart } from '#web/ui/time-series-chart.tsx';
import { dashboardStatsQuery } from '../api/dashboard-stats-api.ts';

/** Views and MACS revenue per UTC day over the last 30 days, from the same figures as the cards. */
export function DashboardActivityChart() {
  const stats = useQuery(dashboardStatsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Views of your artworks and MACS you earned, day by day (UTC).</CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading the activity chart">
            <Skeleton className="h-56 w-full" />
          </div>
        ) : stats.isError ? (
          <ErrorState
            title="The activity chart could not be loaded"
            message={errorMessage(stats.error, 'Please try again.')}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <TimeSeriesChart
            title={`Views and revenue, last ${DASHBOARD_SERIES_DAYS} days`}
            series={[
              { name: 'Views', unit: 'views', tone: 'accent', points: stats.data.series.views },
              { name: 'Revenue', unit: 'MACS', tone: 'amber', points: stats.data.series.revenueMacs },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
