import { queryOptions } from '@tanstack/react-query';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { ApiError, api } from '#web/lib/api-client.ts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

/** GET /campaigns: every campaign, newest first (spec §7 "returns an array"). */
export function campaignListQuery() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: ({ signal }) => api.get<Campaign[]>('/campaigns', { signal }),
  });
}

/** GET /campaigns/{id}. A 404 surfaces as an ApiError; see {@link isCampaignMissing}. */
export function campaignQuery(id: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => api.get<Campaign>(`/campaigns/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The server said there is no such campaign, as opposed to the call failing. */
export const isCampaignMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
