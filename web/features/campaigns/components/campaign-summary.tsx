import type { LucideIcon } from 'lucide-react';
import { Gauge, Rocket, Trophy, Wallet } from 'lucide-react';
import { formatUsd, summarizeCampaigns } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';

type Stat = { label: string; value: string; icon: LucideIcon };

/** The summary band over every campaign, whatever the search and filter show. */
export function CampaignSummary({ campaigns }: { campaigns: readonly Campaign[] }) {
  const summary = summarizeCampaigns(campaigns);
  const stats: Stat[] = [
    { label: 'Active campaigns', value: summary.activeCount.toLocaleString('en-US'), icon: Rocket },
    { label: 'Total raised', value: formatUsd(summary.totalRaised), icon: Wallet },
    { label: 'Successful', value: summary.successfulCount.toLocaleString('en-US'), icon: Trophy },
    { label: 'Average progress', value: `${summary.averageProgress}%`, icon: Gauge },
  ];
  return (
    <section aria-label="Campaign summary" className="mb-8">
      <dl className="grid grid-cols-2 overflow-hidden rounded-card border border-line bg-line gap-px shadow-soft lg:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex flex-col gap-1 bg-surface p-4 sm:p-5">
            <dt className="flex items-center gap-2 text-xs font-medium text-ink-muted sm:text-sm">
              <Icon aria-hidden="true" className="size-4 text-accent-text" />
              {label}
            </dt>
            <dd className="font-display tabular-nums text-2xl font-semibold tracking-tight sm:text-3xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
