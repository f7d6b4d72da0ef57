import { queryOptions } from '@tanstack/react-query';
import type { ListingPage, MarketplaceSort } from '#shared/schemas/marketplace.ts';
import { api } from '#web/lib/api-client.ts';

// Apart from the rest of the marketplace's calls: the route loader (in the first download) needs
// only this query, and a module is never split between files.

export type OfferRole = 'artist' | 'buyer';
/** GET /marketplace's query as the page holds it: only the filters that are set. */
export type ListingRequest = {
  sort: MarketplaceSort;
  page: number;
  category?: string;
  minPrice?: string;
  maxPrice?: string;
};

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  listings: (query: ListingRequest) => [...marketplaceKeys.all, 'listings', query] as const,
  purchases: () => [...marketplaceKeys.all, 'purchases'] as const,
  offers: (role: OfferRole) => [...marketplaceKeys.all, 'offers', role] as const,
  balance: () => [...marketplaceKeys.all, 'balance'] as const,
};

/** GET /marketplace: one page of artworks for sale (public). */
export function listingsQuery(query: ListingRequest) {
  return queryOptions({
    queryKey: marketplaceKeys.listings(query),
    queryFn: ({ signal }) =>
      api.get<ListingPage>('/marketplace', { signal, auth: false, query: { ...query } }),
  });
}
