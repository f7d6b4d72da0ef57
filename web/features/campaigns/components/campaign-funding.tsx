import type { ReactNode } from 'react';
import { formatCampaignDate, formatUsd } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { Card } from '#web/ui/card.tsx';
import { Progress } from '#web/ui/progress.tsx';

/** Every campaign is listed under one category for now (spec: "The category is always 'Art & Design'"). */
export const CAMPAIGN_CATEGORY = 'Art & Design';

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-0.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-display text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Raised, goal, progress, backers, days to go, the actions (children) and the campaign's dates. */
export function CampaignFunding({ campaign, children }: { campaign: Campaign; children?: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="sr-only">Funding</h2>
      <p className="font-display text-4xl font-semibold tracking-tight tabular-nums">
        {formatUsd(campaign.currentAmount)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        raised of{' '}
        <span className="font-medium text-ink tabular-nums">{formatUsd(campaign.targetAmount)}</span> goal
      </p>
      {campaign.pendingAmount > 0 ? (
        <p className="mt-2 inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950/60 dark:text-amber-200">
          +{formatUsd(campaign.pendingAmount)} pending confirmation
        </p>
      ) : null}
      <Progress value={campaign.progressPercentage} label="Funding progress" className="mt-5 h-2.5" />

      <dl className="mt-5 grid grid-cols-3 gap-3 border-b border-line pb-5">
        <Figure value={`${campaign.progressPercentage}%`} label="funded" />
        <Figure
          value={campaign.backers.toLocaleString('en-US')}
          label={campaign.backers === 1 ? 'backer' : 'backers'}
        />
        <Figure
          value={String(campaign.daysRemaining)}
          label={campaign.daysRemaining === 1 ? 'day to go' : 'days to go'}
        />
      </dl>
      {children ? <div className="mt-5 border-b border-line pb-5">{children}</div> : null}

      <dl className="mt-5 space-y-2.5 text-sm">
        {[
          ['Created', formatCampaignDate(campaign.createdAt)],
          ['Deadline', formatCampaignDate(campaign.deadline)],
          ['Category', CAMPAIGN_CATEGORY],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
