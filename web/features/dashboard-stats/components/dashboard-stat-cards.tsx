import { useQuery } from '@tanstack/react-query';
import { Eye, Heart, type LucideIcon, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '#shared/format.ts';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { dashboardStatsQuery } from '../api/dashboard-stats-api.ts';
import { describeGrowthPeriod } from '../lib/growth.ts';
import { formatMacsAmount, formatUsdAmount } from '../lib/money.ts';
import { GrowthChip } from './growth-chip.tsx';
import { SessionRevenue } from './session-revenue.tsx';

function StatCard({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5">
      <span className="flex items-center justify-between gap-3">
        <span className="text-sm text-ink-muted">{label}</span>
        <Icon aria-hidden="true" className="size-5 text-accent-text" />
      </span>
      <span className="mt-auto flex flex-col items-end gap-2 text-right">{children}</span>
    </li>
  );
}

function Figure({ value, large = true }: { value: string; large?: boolean }) {
  return (
    <span
      className={
        large
          ? 'font-display text-3xl font-semibold tabular-nums'
          : 'font-display text-lg font-semibold tabular-nums sm:text-xl'
      }
    >
      {value}
    </span>
  );
}

function StatCardList({ stats }: { stats: DashboardStats }) {
  const { monthlyGrowth: growth } = stats;
  const previous = growth.months.previous;
  const counts = [
    { label: 'Total views', icon: Eye, value: stats.totalViews, growth: growth.views },
    { label: 'Total likes', icon: Heart, value: stats.totalLikes, growth: growth.likes },
    { label: 'Followers', icon: Users, value: stats.totalFollowers, growth: growth.followers },
  ];
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Your figures" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {counts.map((card) => (
          <StatCard key={card.label} label={card.label} icon={card.icon}>
            <Figure value={formatCount(card.value)} />
            <GrowthChip growth={card.growth} previous={previous} />
          </StatCard>
        ))}
        <StatCard label="Revenue" icon={Wallet}>
          <Figure value={formatMacsAmount(stats.revenue.macs)} large={false} />
          <GrowthChip growth={growth.revenue.macs} previous={previous} label="MACS" />
          <Figure value={formatUsdAmount(stats.revenue.usd)} large={false} />
          <GrowthChip growth={growth.revenue.usd} previous={previous} label="USD" />
        </StatCard>
      </ul>
      <p className="text-xs text-ink-muted">{describeGrowthPeriod(growth.months)}</p>
      <SessionRevenue totals={stats.sessionRevenue} />
    </div>
  );
}

/**
 * Spec §2 dashboard stat cards: views, likes, followers and revenue, each with its growth over
 * the last full calendar month (the month compared is named on the chip), then paid sessions'
 * revenue held in escrow, released and refunded.
 */
export function DashboardStatCards() {
  const stats = useQuery(dashboardStatsQuery());
  if (stats.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 xl:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label="Loading your figures"
      >
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-36 rounded-card" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <ErrorState
        title="Your figures could not be loaded"
        message={errorMessage(stats.error, 'Please try again.')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  return <StatCardList stats={stats.data} />;
}
