import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/ui/cn.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { decideContribution, managedContributionsQuery } from '../../api/campaign-admin-api.ts';
import {
  type ClosingDecision,
  ContributionDecisionDialog,
  DECISION_FAILED_MESSAGE,
} from './contribution-decision-dialog.tsx';
import { ContributionRow } from './contribution-row.tsx';

const views = [
  {
    status: 'pending',
    label: 'Awaiting confirmation',
    empty: 'No crypto contributions are waiting for you.',
  },
  { status: 'confirmed', label: 'Confirmed', empty: 'No confirmed contributions yet.' },
] as const;
type View = (typeof views)[number]['status'];

const doneMessages = {
  confirm: 'Contribution confirmed',
  reject: 'Contribution rejected',
  refund: 'Contribution refunded',
} as const;

type CampaignContributionsProps = {
  campaignId: string;
  /** Figures changed: the campaign list, the public pages and these lists are read again. */
  onChanged: () => void;
};

/**
 * The owner's contributions: pending crypto to Confirm (after finding it on chain) or Reject, and
 * confirmed ones to Refund. Confirming is what moves the raised amount.
 */
export function CampaignContributions({ campaignId, onChanged }: CampaignContributionsProps) {
  const [view, setView] = useState<View>('pending');
  const [closing, setClosing] = useState<ClosingDecision | null>(null);
  const list = useQuery(managedContributionsQuery(campaignId, view));
  const confirm = useMutation({
    mutationFn: (contribution: OwnerContribution) =>
      decideContribution(campaignId, contribution.id, 'confirm'),
    onSuccess: () => {
      toast.success(doneMessages.confirm);
      onChanged();
    },
    onError: (error) => toast.error(errorMessage(error, DECISION_FAILED_MESSAGE)),
  });

  return (
    <section aria-label="Contributions" className="mt-4 border-t border-line pt-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show contributions</legend>
        {views.map((option) => (
          <button
            key={option.status}
            type="button"
            aria-pressed={view === option.status}
            onClick={() => setView(option.status)}
            className={cn(
              'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              view === option.status
                ? 'border-transparent bg-accent-soft text-accent-text'
                : 'border-line text-ink-muted hover:bg-surface-muted',
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <div className="mt-3">
        {list.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title="Could not load contributions"
            message={errorMessage(list.error, 'Please try again.')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            className="py-6"
          />
        ) : list.data.length === 0 ? (
          <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
            {views.find((option) => option.status === view)?.empty}
          </p>
        ) : (
          <ul className="space-y-2">
            {list.data.map((contribution) => (
              <ContributionRow
                key={contribution.id}
                contribution={contribution}
                busy={confirm.isPending && confirm.variables?.id === contribution.id}
                onConfirm={view === 'pending' ? () => confirm.mutate(contribution) : undefined}
                onReject={view === 'pending' ? () => setClosing({ kind: 'reject', contribution }) : undefined}
                onRefund={
                  view === 'confirmed' ? () => setClosing({ kind: 'refund', contribution }) : undefined
                }
              />
            ))}
          </ul>
        )}
      </div>
      <ContributionDecisionDialog
        campaignId={campaignId}
        decision={closing}
        onClose={() => setClosing(null)}
        onDone={(decision) => {
          toast.success(doneMessages[decision.kind]);
          onChanged();
        }}
      />
    </section>
  );
}
