import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ContributeBody,
  Contribution,
  campaignUpdateSchema,
  contributeResponseSchema,
  contributeSchema,
  cryptoNetworksResponseSchema,
} from '#shared/schemas/campaign-writes.ts';
import { api } from '#web/lib/api-client.ts';
import { campaignKeys } from './campaigns-api.ts';

export type CryptoNetworksResponse = z.infer<typeof cryptoNetworksResponseSchema>;
export type ContributeResponse = z.infer<typeof contributeResponseSchema>;
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;
/** What the dialog sends: the schema's input, where the note may be left out. */
export type ContributeRequest = z.input<typeof contributeSchema>;

type ListAnswer<T> = { success: true; data: T[] } | T[];
const readList = <T>(answer: ListAnswer<T>): T[] => (Array.isArray(answer) ? answer : answer.data);

export const contributeKeys = {
  networks: ['crowdfunding', 'networks'] as const,
  // Under the campaign's keys, so reloading a campaign after a contribution reloads these too.
  contributions: (id: string) => [...campaignKeys.detail(id), 'contributions'] as const,
  updates: (id: string) => [...campaignKeys.detail(id), 'updates'] as const,
};

/** GET /crowdfunding/networks: the five networks, their tokens and receiving wallets, and the payment mode. */
export function cryptoNetworksQuery() {
  return queryOptions({
    queryKey: contributeKeys.networks,
    queryFn: ({ signal }) =>
      api.get<CryptoNetworksResponse>('/crowdfunding/networks', { signal, auth: false }),
    staleTime: 5 * 60_000,
  });
}

/** GET /campaigns/{id}/contributions: the public list, newest first. */
export function recentContributionsQuery(id: string) {
  return queryOptions({
    queryKey: contributeKeys.contributions(id),
    queryFn: async ({ signal }) =>
      readList(
        await api.get<ListAnswer<Contribution>>(`/campaigns/${encodeURIComponent(id)}/contributions`, {
          signal,
          auth: false,
        }),
      ),
  });
}

/** GET /campaigns/{id}/updates: the artist's posts, newest first. */
export function campaignUpdatesQuery(id: string) {
  return queryOptions({
    queryKey: contributeKeys.updates(id),
    queryFn: async ({ signal }) =>
      readList(
        await api.get<ListAnswer<CampaignUpdate>>(`/campaigns/${encodeURIComponent(id)}/updates`, {
          signal,
          auth: false,
        }),
      ),
  });
}

/**
 * POST /campaigns/{id}/contribute. The Idempotency-Key is made once per opened dialog, so a
 * second press after a lost answer is recognised by the server instead of charging twice. No
 * automatic retry: the person sees the failure and presses again with the same key.
 */
export function submitContribution(
  id: string,
  body: ContributeRequest | ContributeBody,
  idempotencyKey: string,
) {
  return api.post<ContributeResponse>(`/campaigns/${encodeURIComponent(id)}/contribute`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: false,
  });
}
