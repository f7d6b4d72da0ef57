// Plain data without zod, so the marketplace grid can offer its sort orders without loading the
// validator. shared/schemas/marketplace.ts re-exports these.

export const marketplaceSorts = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type MarketplaceSort = (typeof marketplaceSorts)[number];
export const marketplaceSortLabels: Record<MarketplaceSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  popular: 'Most liked',
};
