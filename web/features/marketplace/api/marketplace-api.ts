import { queryOptions } from '@tanstack/react-query';
import type {
  OfferDecision,
  OfferDecisionResponse,
  OfferListResponse,
  OrderListResponse,
  PurchaseBody,
  PurchaseResponse,
} from '#shared/schemas/marketplace.ts';
import type { Wallet } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';

import { marketplaceKeys, type OfferRole } from './listings-query.ts';

export { type ListingRequest, listingsQuery, marketplaceKeys, type OfferRole } from './listings-query.ts';

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

/**
 * Buy Now at the price the buyer is shown (the server refuses with PRICE_CHANGED if it moved); a
 * repeat would buy twice, so it is never retried here (the key makes it safe anyway).
 */
export function buyArtwork(mediaId: string, price: number, idempotencyKey: string) {
  const body: PurchaseBody = { price };
  return api.post<PurchaseResponse>(`/marketplace/${encodeURIComponent(mediaId)}/purchase`, body, {
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
