import { ChevronDown, ExternalLink, Megaphone, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { Button, buttonClasses } from '#web/ui/button.tsx';
import { Card } from '#web/ui/card.tsx';
import { cn } from '#web/ui/cn.ts';
import { Progress } from '#web/ui/progress.tsx';
import { CampaignImage } from '../campaign-image.tsx';
import { DaysLeftBadge } from '../days-left-badge.tsx';
import { CampaignContributions } from './campaign-contributions.tsx';

export type CampaignAction = 'edit' | 'update' | 'delete';

type MyCampaignCardProps = {
  campaign: Campaign;
  onAction: (action: CampaignAction, campaign: Campaign) => void;
  onChanged: () => void;
};

/** One of the artist's campaigns: its figures, a link to the public page, and what they can do. */
export function MyCampaignCard({ campaign, onAction, onChanged }: MyCampaignCardProps) {
  // Money waiting for a check is the artist's most urgent task, so it opens by itself.
  const [showContributions, setShowContributions] = useState(campaign.pendingAmount > 0);
  const titleId = `my-campaign-${campaign.id}`;
  return (
    <Card className="overflow-hidden" aria-labelledby={titleId} role="article">
      <div className="flex flex-col sm:flex-row">
        <CampaignImage
          campaign={campaign}
          className="sm:m-5 sm:mr-0 sm:w-44 sm:shrink-0 sm:self-start sm:rounded-xl"
        />
        <div className="min-w-0 flex-1 p-4 sm:p-5">
          <div className="flex flex-wrap items-center gap-2">
            <DaysLeftBadge daysRemaining={campaign.daysRemaining} />
            {campaign.status === 'successful' ? <Badge tone="green">Funded</Badge> : null}
          </div>
          <h3 id={titleId} className="mt-2 font-display text-lg font-semibold tracking-tight break-words">
            {campaign.title}
          </h3>
          {campaign.hiddenReason ? (
            <HiddenNotice compact reason={campaign.hiddenReason} className="mt-2" />
          ) : null}
          <p className="mt-2 text-sm">
            <span className="font-semibold tabular-nums">{formatUsd(campaign.currentAmount)}</span>{' '}
            <span className="text-ink-muted">
              raised of <span className="tabular-nums">{formatUsd(campaign.targetAmount)}</span>
            </span>
          </p>
          <Progress
            value={campaign.progressPercentage}
            label={`${campaign.title} funding progress`}
            className="mt-2"
          />
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
            <span className="font-medium text-ink tabular-nums">{campaign.progressPercentage}% funded</span>
            <span className="tabular-nums">
              {campaign.backers} {campaign.backers === 1 ? 'backer' : 'backers'}
            </span>
            {campaign.pendingAmount > 0 ? (
              <span className="font-medium text-amber-800 tabular-nums dark:text-amber-200">
                {formatUsd(campaign.pendingAmount)} pending
              </span>
            ) : null}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link
              to={`/campaigns/${campaign.id}`}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
              aria-label={`View ${campaign.title}`}
            >
              <ExternalLink aria-hidden="true" />
              View
            </Link>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction('edit', campaign)}
              aria-label={`Edit ${campaign.title}`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction('update', campaign)}
              aria-label={`Post an update to ${campaign.title}`}
            >
              <Megaphone aria-hidden="true" />
              Post update
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              onClick={() => onAction('delete', campaign)}
              aria-label={`Delete ${campaign.title}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
          <button
            type="button"
            aria-expanded={showContributions}
            onClick={() => setShowContributions((open) => !open)}
            className="mt-4 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Contributions
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', showContributions && 'rotate-180')}
            />
          </button>
          {showContributions ? (
            <CampaignContributions campaignId={campaign.id} onChanged={onChanged} />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
