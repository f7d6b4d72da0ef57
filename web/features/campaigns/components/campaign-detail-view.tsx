import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarX2, HandCoins, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isCampaignOpen } from '#shared/campaign-display.ts';
import { CAMPAIGN_ENDED_MESSAGE } from '#shared/campaign-messages.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { ReportMenu } from '#web/lib/reporting/report-menu.tsx';
import { Button, type ButtonVariant } from '#web/ui/button.tsx';
import { campaignKeys } from '../api/campaigns-api.ts';
import { useShareCampaign } from '../lib/use-share-campaign.ts';
import { CampaignFunding } from './campaign-funding.tsx';
import { CampaignImage } from './campaign-image.tsx';
import { CampaignUpdates } from './campaign-updates.tsx';
import { DaysLeftBadge } from './days-left-badge.tsx';
import { LazyContributionDialog } from './lazy-contribution-dialog.tsx';
import { RecentContributions } from './recent-contributions.tsx';

export const ANONYMOUS_ARTIST = 'Anonymous Artist';

/** The artist's handle, once the campaign wire shape carries it (see the report on issue 5). */

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

function ArtistByline({ campaign }: { campaign: Campaign }) {
  const name = campaign.artistName.trim();
  const username = campaign.artistUsername.trim();
  return (
    <p className="mt-2 text-ink-muted">
      By{' '}
      {name && username ? (
        <Link
          to={`/artists/${encodeURIComponent(username)}`}
          className="font-medium text-ink underline-offset-4 hover:text-accent-text hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="font-medium text-ink">{name || ANONYMOUS_ARTIST}</span>
      )}
    </p>
  );
}

/** Contribute and Share, or the notice that the campaign has ended. */
function CampaignActions({ campaign }: { campaign: Campaign }) {
  const [contributing, setContributing] = useState(false);
  const queryClient = useQueryClient();
  const share = useShareCampaign();
  const open = isCampaignOpen(campaign);
  return (
    <div className="flex flex-col gap-2">
      {open ? (
        <Button size="lg" onClick={() => setContributing(true)}>
          <HandCoins aria-hidden="true" />
          Contribute
        </Button>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2.5 text-sm text-ink-muted">
          <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {CAMPAIGN_ENDED_MESSAGE}
        </p>
      )}
      <Button variant="outline" onClick={() => void share(campaign.id)}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <LazyContributionDialog
        campaign={campaign}
        open={contributing}
        onOpenChange={setContributing}
        onContributed={(updated) => {
          // Show the server's figures at once, then reload the campaign, its contributions and the list.
          queryClient.setQueryData(campaignKeys.detail(campaign.id), updated);
          void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
        }}
      />
    </div>
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
          <CampaignImage
            campaign={campaign}
            priority
            className="rounded-card border border-line shadow-soft"
          />
          {campaign.hiddenReason ? <HiddenNotice reason={campaign.hiddenReason} className="mt-6" /> : null}
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <DaysLeftBadge daysRemaining={campaign.daysRemaining} />
            <ReportMenu
              label={`More actions for ${campaign.title}`}
              target={{
                targetType: 'campaign',
                targetId: campaign.id,
                name: `the campaign “${campaign.title}”`,
              }}
              authorId={campaign.artistId}
              className="ml-auto"
            />
          </div>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {campaign.title}
          </h1>
          <ArtistByline campaign={campaign} />
        </header>

        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <CampaignFunding campaign={campaign}>
            <CampaignActions campaign={campaign} />
          </CampaignFunding>
        </aside>

        <div className="space-y-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="campaign-about">
            <h2 id="campaign-about" className="font-display text-xl font-semibold">
              About this campaign
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/90">{campaign.description}</p>
          </section>
          <CampaignUpdates campaign={campaign} artist={artist} />
          <RecentContributions campaignId={campaign.id} />
        </div>
      </div>
    </>
  );
}
