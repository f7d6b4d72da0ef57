import { queryOptions } from '@tanstack/react-query';
import type { ContributionStatus } from '#shared/campaign-rules.ts';
import type { CreateCampaignBody, OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { api } from '#web/lib/api-client.ts';

type Envelope<T> = { success: true; data: T };

export const campaignAdminKeys = {
  all: ['campaign-admin'] as const,
  mine: () => [...campaignAdminKeys.all, 'mine'] as const,
  contributions: (campaignId: string, status: ContributionStatus) =>
    [...campaignAdminKeys.all, 'contributions', campaignId, status] as const,
};

const crowdfundingPath = (id: string) => `/crowdfunding/${encodeURIComponent(id)}`;
const contributionPath = (campaignId: string, contributionId: string) =>
  `${crowdfundingPath(campaignId)}/contributions/${encodeURIComponent(contributionId)}`;

/** GET /crowdfunding/mine: the signed-in artist's campaigns, whatever their state. */
export function myCampaignsQuery() {
  return queryOptions({
    queryKey: campaignAdminKeys.mine(),
    queryFn: ({ signal }) => api.get<Envelope<Campaign[]>>('/crowdfunding/mine', { signal }),
    select: (body) => body.data,
  });
}

/** GET /crowdfunding/{id}/contributions/manage?status=…: the owner's view with chain details. */
export function managedContributionsQuery(campaignId: string, status: ContributionStatus) {
  return queryOptions({
    queryKey: campaignAdminKeys.contributions(campaignId, status),
    queryFn: ({ signal }) =>
      api.get<Envelope<OwnerContribution[]>>(`${crowdfundingPath(campaignId)}/contributions/manage`, {
        signal,
        query: { status },
      }),
    select: (body) => body.data,
  });
}

/** The form's fields as the spec's POST /campaigns payload sends them. */
export type CampaignDraft = Omit<CreateCampaignBody, 'imageUrl'> & { imageUrl: string | null };

// Writes are never repeated by the client: a retried create could make a second campaign.
const once = { retry: false } as const;

/** POST /campaigns {artistId, title, description, targetAmount, deadline, imageUrl} (spec §7). */
export const createCampaign = (draft: CampaignDraft) =>
  api.post<Envelope<Campaign>>('/campaigns', draft, once);

export const updateCampaign = (id: string, changes: Partial<Omit<CampaignDraft, 'artistId'>>) =>
  api.put<Envelope<Campaign>>(crowdfundingPath(id), changes, once);

export const deleteCampaign = (id: string) => api.delete<unknown>(crowdfundingPath(id), once);

export const postCampaignUpdate = (id: string, body: string) =>
  api.post<unknown>(`${crowdfundingPath(id)}/updates`, { body }, once);

export type ContributionDecision = 'confirm' | 'reject' | 'refund';

/** POST …/contributions/{cid}/confirm | reject {reason} | refund {reason}. */
export const decideContribution = (
  campaignId: string,
  contributionId: string,
  decision: ContributionDecision,
  reason = '',
) =>
  api.post<unknown>(
    `${contributionPath(campaignId, contributionId)}/${decision}`,
    decision === 'confirm' ? {} : { reason },
    once,
  );
