import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HandHeart, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CampaignFilter, campaignFilters, selectCampaigns } from '#shared/campaign-display.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { campaignKeys, campaignListQuery } from '../api/campaigns-api.ts';
import { useShareCampaign } from '../lib/use-share-campaign.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CampaignListSkeleton } from './campaign-list-skeleton.tsx';
import { CampaignSummary } from './campaign-summary.tsx';
import { CampaignToolbar } from './campaign-toolbar.tsx';
import { LazyContributionDialog } from './lazy-contribution-dialog.tsx';

const isFilter = (value: string | null): value is CampaignFilter =>
  campaignFilters.includes(value as CampaignFilter);

/** Search and filter live in the URL, so a filtered list can be shared and survives Back. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const rawFilter = params.get('filter');
  const filter: CampaignFilter = isFilter(rawFilter) ? rawFilter : 'all';
  // One navigation per change: React Router's updater sees the params of the last render only.
  const update = (changes: { q?: string; filter?: CampaignFilter }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === 'all') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    search,
    filter,
    setSearch: (q: string) => update({ q }),
    setFilter: (value: CampaignFilter) => update({ filter: value }),
    reset: () => update({ q: '', filter: 'all' }),
  };
}

/** The cards, with one contribution dialog shared by all of them. */
function CampaignGrid({ campaigns }: { campaigns: Campaign[] }) {
  const [contributing, setContributing] = useState<Campaign | null>(null);
  const queryClient = useQueryClient();
  const share = useShareCampaign();
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {campaigns.map((campaign, index) => (
          <li key={campaign.id}>
            <CampaignCard
              campaign={campaign}
              priority={index === 0}
              onContribute={setContributing}
              onShare={(chosen) => void share(chosen.id)}
            />
          </li>
        ))}
      </ul>
      {contributing ? (
        <LazyContributionDialog
          campaign={contributing}
          open
          onOpenChange={(open) => (open ? undefined : setContributing(null))}
          onContributed={() => void queryClient.invalidateQueries({ queryKey: campaignKeys.all })}
        />
      ) : null}
    </>
  );
}

/** The campaign list screen below its heading: summary band, search, filters and cards. */
export function CampaignCatalogue() {
  const campaigns = useQuery(campaignListQuery());
  const { search, filter, setSearch, setFilter, reset } = useListParams();

  if (campaigns.isPending) return <CampaignListSkeleton />;
  if (campaigns.isError) {
    return (
      <ErrorState
        title="Campaigns could not be loaded"
        message={errorMessage(campaigns.error, 'Please check your connection and try again.')}
        onRetry={() => void campaigns.refetch()}
        retrying={campaigns.isRefetching}
      />
    );
  }

  const shown = selectCampaigns(campaigns.data, search, filter);
  const searching = search.trim() !== '';
  return (
    <>
      <CampaignSummary campaigns={campaigns.data} />
      <h2 className="sr-only">Campaigns</h2>
      <CampaignToolbar
        search={search}
        onSearchChange={setSearch}
        filter={filter}
        onFilterChange={setFilter}
      />
      <p className="sr-only" role="status">
        {shown.length === 1 ? '1 campaign shown' : `${shown.length} campaigns shown`}
      </p>
      {shown.length > 0 ? (
        <CampaignGrid campaigns={shown} />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={searching ? SearchX : HandHeart}
          title="No campaigns found"
          description={searching ? 'Try adjusting your search terms.' : 'Check back soon for new campaigns!'}
          action={
            searching || filter !== 'all' ? (
              <Button variant="outline" onClick={reset}>
                Show all campaigns
              </Button>
            ) : null
          }
        />
      )}
    </>
  );
}
