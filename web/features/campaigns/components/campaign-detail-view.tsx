import { ArrowLeft, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { formatCampaignDate, formatUsd } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { Button, type ButtonVariant } from '#web/ui/button.tsx';
import { CampaignFunding } from './campaign-funding.tsx';
import { CampaignImage } from './campaign-image.tsx';
import { DaysLeftBadge } from './days-left-badge.tsx';

export const ANONYMOUS_ARTIST = 'Anonymous Artist';

export function BackToCampaigns({
  className,
  variant = 'ghost',
}: {
  className?: string;
  variant?: ButtonVariant;
}) {
  return (
    <Button asChild variant={variant} size={variant === 'ghost' ? 'sm' : 'md'} className={className}>
      <Link to="/campaigns">
        <ArrowLeft aria-hidden="true" />
        Back to campaigns
      </Link>
    </Button>
  );
}

/**
 * The campaign detail screen. On wide screens the funding card sits beside the story and stays
 * in view; on phones it follows the title, before the long text.
 */
export function CampaignDetailView({ campaign }: { campaign: Campaign }) {
  const artist = campaign.artistName.trim() || ANONYMOUS_ARTIST;
  return (
    <>
      <BackToCampaigns className="-ml-3 mb-4" />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
        <header className="lg:col-start-1 lg:row-start-1">
          <CampaignImage campaign={campaign} eager className="rounded-card border border-line shadow-soft" />
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <DaysLeftBadge daysRemaining={campaign.daysRemaining} />
          </div>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {campaign.title}
          </h1>
          <p className="mt-2 text-ink-muted">
            By <span className="font-medium text-ink">{artist}</span>
          </p>
        </header>

        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <CampaignFunding campaign={campaign} />
        </aside>

        <div className="space-y-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="campaign-about">
            <h2 id="campaign-about" className="font-display text-xl font-semibold">
              About this campaign
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/90">{campaign.description}</p>
          </section>

          <section aria-labelledby="campaign-updates">
            <h2 id="campaign-updates" className="font-display text-xl font-semibold">
              Updates
            </h2>
            <ol className="mt-4 border-l-2 border-line pl-6">
              <li className="relative">
                <span className="absolute top-0.5 -left-[37px] inline-flex size-6 items-center justify-center rounded-full bg-accent-soft text-accent-text ring-4 ring-canvas">
                  <Megaphone aria-hidden="true" className="size-3.5" />
                </span>
                <h3 className="font-semibold">Campaign launched</h3>
                <p className="text-sm text-ink-muted">
                  <time dateTime={campaign.createdAt}>{formatCampaignDate(campaign.createdAt)}</time>
                </p>
                <p className="mt-2 text-sm">
                  {artist} launched this campaign with a goal of {formatUsd(campaign.targetAmount)}, open
                  until {formatCampaignDate(campaign.deadline)}.
                </p>
              </li>
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
