import { useSearchParams } from 'react-router';
import { artistCategorySlugs } from '#shared/artist-categories.ts';
import { type MarketplaceSort, marketplaceSorts } from '#shared/marketplace-sorts.ts';
import type { ListingRequest } from '../api/marketplace-api.ts';

export type ListingFilters = {
  category: string;
  minPrice: string;
  maxPrice: string;
  sort: MarketplaceSort;
  page: number;
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Filters live in the URL, so a filtered grid can be shared and survives Back. */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: ListingFilters = {
    category: pick(params.get('category'), artistCategorySlugs, ''),
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    sort: (pick(params.get('sort'), marketplaceSorts, 'newest') || 'newest') as MarketplaceSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  // One navigation per change; a new filter starts again from the first page.
  const update = (changes: Partial<Record<keyof ListingFilters, string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || (key === 'sort' && value === 'newest') || (key === 'page' && value === '1')) {
            next.delete(key);
          } else next.set(key, value);
        }
        return next;
      },
      // Paging is a step the visitor may want Back for; filter edits replace the entry.
      { replace: !('page' in changes) },
    );
  return {
    filters,
    update,
    reset: () => update({ category: '', minPrice: '', maxPrice: '', sort: 'newest' }),
  };
}

/** What the API is asked for: only the filters that are set. */
export function toQuery(filters: ListingFilters): ListingRequest {
  return {
    sort: filters.sort,
    page: filters.page,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.minPrice ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice ? { maxPrice: filters.maxPrice } : {}),
  };
}
