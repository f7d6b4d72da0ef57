import { queryOptions } from '@tanstack/react-query';
import type { ArtistCategorySlug, DiscoverResponse } from '#shared/schemas/artists.ts';
import { api } from '#web/lib/api-client.ts';

/** A category page: enough artworks for a full grid. The overview shows a handful per category. */
export const CATEGORY_PAGE_LIMIT = 24;
export const OVERVIEW_ARTISTS_PER_CATEGORY = 3;

export const discoverKeys = {
  all: ['discover'] as const,
  category: (category: ArtistCategorySlug | null, limit: number) =>
    [...discoverKeys.all, { category, limit }] as const,
};

/** GET /discover?category=: the category's artists (most followed first) and its newest works. */
export function discoverQuery(category: ArtistCategorySlug | null, limit = CATEGORY_PAGE_LIMIT) {
  return queryOptions({
    queryKey: discoverKeys.category(category, limit),
    queryFn: ({ signal }) =>
      api.get<DiscoverResponse>('/discover', { signal, auth: false, query: { category, limit } }),
  });
}
