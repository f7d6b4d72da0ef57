import { HandCoins, Share2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd, isCampaignOpen } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { Button } from '#web/ui/button.tsx';
import { Progress } from '#web/ui/progress.tsx';
import { CampaignImage } from './campaign-image.tsx';
import { DaysLeftBadge } from './days-left-badge.tsx';

const backersLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'backer' : 'backers'}`;

export type CampaignCardProps = {
  campaign: Campaign;
  onContribute: (campaign: Campaign) => void;
  onShare: (campaign: Campaign) => void;
  /** The first card of a list is on screen at once: its picture is fetched first, without waiting for the scroll. */
  priority?: boolean;
};

/**
 * One campaign in the list. The title link stretches over the whole card, so the card is one
 * target for pointer users and one link (named by the title) for keyboard and screen readers;
 * the two buttons sit above that link.
 */
export function CampaignCard({ campaign, onContribute, onShare, priority = false }: CampaignCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft transition-shadow focus-within:shadow-lifted hover:shadow-lifted">
      <div className="relative">
        <CampaignImage
          campaign={campaign}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <DaysLeftBadge
          daysRemaining={campaign.daysRemaining}
          className="absolute top-3 left-3 shadow-soft backdrop-blur-sm"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg leading-snug font-semibold">
          <Link
            to={`/campaigns/${campaign.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-accent-text"
          >
            {campaign.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{campaign.description}</p>

        <div className="mt-auto pt-5">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm text-ink-muted">
              <span className="numeric text-lg font-semibold text-ink">
                {formatUsd(campaign.currentAmount)}
              </span>{' '}
              raised
            </p>
            <p className="numeric text-sm font-semibold">{campaign.progressPercentage}%</p>
          </div>
          <Progress value={campaign.progressPercentage} label="Funding progress" className="mt-2" />
          <div className="mt-3 flex items-center justify-between gap-3 text-sm text-ink-muted">
            <p>
              Goal <span className="numeric font-medium text-ink">{formatUsd(campaign.targetAmount)}</span>
            </p>
            <p className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              <span className="numeric">{backersLabel(campaign.backers)}</span>
            </p>
          </div>
          <div className="relative z-10 mt-4 flex gap-2">
            {isCampaignOpen(campaign) ? (
              <Button
                className="flex-1"
                aria-label={`Contribute to ${campaign.title}`}
                onClick={() => onContribute(campaign)}
              >
                <HandCoins aria-hidden="true" />
                Contribute
              </Button>
            ) : (
              <p className="flex h-10 flex-1 items-center text-sm text-ink-muted">Campaign ended</p>
            )}
            <Button
              variant="outline"
              size="icon"
              aria-label={`Share ${campaign.title}`}
              onClick={() => onShare(campaign)}
            >
              <Share2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
