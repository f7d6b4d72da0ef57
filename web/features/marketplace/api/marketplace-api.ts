import { queryOptions } from '@tanstack/react-query';
import type {
  ListingPage,
  MarketplaceSort,
  OfferDecision,
  OfferDecisionResponse,
  OfferListResponse,
  OrderListResponse,
  PurchaseResponse,
} from '#shared/schemas/marketplace.ts';
import type { Wallet } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';

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

/** GET /marketplace/orders: the signed-in buyer's purchases. */
export function purchasesQuery() {
  return queryOptions({
    queryKey: marketplaceKeys.purchases(),
    queryFn: async ({ signal }) => (await api.get<OrderListResponse>('/marketplace/orders', { signal })).data,
  });
}

/** GET /marketplace/offers: received (artist) or made (buyer). */
export function offersQuery(role: OfferRole) {
  return queryOptions({
    queryKey: marketplaceKeys.offers(role),
    queryFn: async ({ signal }) =>
      (await api.get<OfferListResponse>('/marketplace/offers', { signal, query: { role } })).data,
  });
}

/** The buyer's MACS balance for the confirm dialog, from the wallet's GET /wallet. */
export function balanceQuery() {
  return queryOptions({
    queryKey: marketplaceKeys.balance(),
    queryFn: async ({ signal }) => (await api.get<{ data: Wallet }>('/wallet', { signal })).data.balance,
  });
}

/** Buy Now; a repeat would buy twice, so it is never retried here (the key makes it safe anyway). */
export function buyArtwork(mediaId: string, idempotencyKey: string) {
  return api.post<PurchaseResponse>(`/marketplace/${encodeURIComponent(mediaId)}/purchase`, undefined, {
    retry: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function decideOffer(offerId: string, decision: OfferDecision) {
  return api.post<OfferDecisionResponse>(
    `/marketplace/offers/${encodeURIComponent(offerId)}/${decision}`,
    undefined,
    { retry: false },
  );
}
