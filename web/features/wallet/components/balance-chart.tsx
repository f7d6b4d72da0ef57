import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '#web/lib/api-client.ts';
import { Card, CardContent } from '#web/ui/card.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { TimeSeriesChart } from '#web/ui/time-series-chart.tsx';
import { balanceHistoryQuery, HISTORY_DAYS } from '../api/wallet-api.ts';

/** End-of-day balance over the last 30 days, from the server's ledger sums. */
export function BalanceChart() {
  const query = useQuery(balanceHistoryQuery());
  return (
    <Card>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label="Loading balance history">
            <Skeleton className="h-52" />
          </div>
        ) : query.isError ? (
          <ErrorState
            title="Balance history could not be loaded"
            message={errorMessage(query.error, 'Please check your connection and try again.')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <TimeSeriesChart
            title={`Balance, last ${HISTORY_DAYS} days`}
            series={[
              {
                name: 'Balance',
                unit: 'MACS',
                tone: 'accent',
                points: query.data.map((day) => ({ date: day.date, value: day.balance })),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
