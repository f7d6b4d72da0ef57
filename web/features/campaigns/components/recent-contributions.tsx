import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { formatCampaignDate } from '#shared/campaign-display.ts';
import type { Contribution } from '#shared/schemas/campaign-writes.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge, type BadgeTone } from '#web/ui/badge.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { recentContributionsQuery } from '../api/contribute-api.ts';

/** Spec status colours; a rejected contribution reads like a declined booking, a refund is neutral. */
const statusTones: Record<Contribution['status'], BadgeTone> = {
  pending: 'amber',
  confirmed: 'green',
  rejected: 'red',
  refunded: 'gray',
};

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Contributions keep their cents ($25.50), unlike the whole-dollar campaign figures. */
export const formatContributionAmount = (amount: number) =>
  (Number.isInteger(amount) ? wholeDollars : withCents).format(amount);

function ContributionRow({ contribution }: { contribution: Contribution }) {
  const status = contribution.status;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{contribution.contributorName || 'Anonymous'}</p>
        <p className="text-xs text-ink-muted">
          <time dateTime={contribution.createdAt}>{formatCampaignDate(contribution.createdAt)}</time>
          {contribution.paymentType === 'crypto' && contribution.token ? ` · ${contribution.token}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className="font-semibold tabular-nums">{formatContributionAmount(contribution.amount)}</span>
        <Badge tone={statusTones[status]}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>
      </div>
    </li>
  );
}

/** The public list of recent contributions: name or 'Anonymous', amount, date and status. */
export function RecentContributions({ campaignId }: { campaignId: string }) {
  const contributions = useQuery(recentContributionsQuery(campaignId));
  return (
    <section aria-labelledby="campaign-contributions">
      <h2 id="campaign-contributions" className="font-display text-xl font-semibold">
        Recent contributions
      </h2>
      {contributions.isPending ? (
        <div role="status" aria-label="Loading contributions" className="mt-4 space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : contributions.isError ? (
        <ErrorState
          className="mt-4 py-8"
          title="Contributions could not be loaded"
          message={errorMessage(contributions.error, 'Please check your connection and try again.')}
          onRetry={() => void contributions.refetch()}
          retrying={contributions.isRefetching}
        />
      ) : contributions.data.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-card border border-dashed border-line px-4 py-6 text-sm text-ink-muted">
          <HandCoins aria-hidden="true" className="size-5 shrink-0" />
          No contributions yet. Be the first to back this campaign.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {contributions.data.map((contribution) => (
            <ContributionRow key={contribution.id} contribution={contribution} />
          ))}
        </ul>
      )}
    </section>
  );
}
