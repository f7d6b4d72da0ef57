import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ArtistHit, ArtworkHit, SearchResponse, ServiceHit } from '#shared/schemas/search.ts';
import { api } from '#web/lib/api-client.ts';

/** Suggestions start at two characters: one letter matches half the catalogue and helps nobody. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 5;
export const RESULTS_LIMIT = 20;

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, limit: number) => [...searchKeys.all, { q: q.trim().toLowerCase(), limit }] as const,
};

/** GET /search?q=&limit=: artists, artworks and services, each ranked best first. */
export function searchQuery(q: string, limit: number) {
  return queryOptions({
    queryKey: searchKeys.query(q, limit),
    queryFn: ({ signal }) => api.get<SearchResponse>('/search', { signal, query: { q: q.trim(), limit } }),
    // Typing on keeps the last answer on screen instead of flashing an empty list.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const artistPath = (username: string) => `/artists/${encodeURIComponent(username)}`;

/** Where each kind of result leads: the artist, the artwork open on its artist's page, the artist's sessions. */
export function hitPath(hit: SearchHit): string {
  if (hit.kind === 'artist') return artistPath(hit.value.username);
  if (hit.kind === 'artwork')
    return `${artistPath(hit.value.artist.username)}?artwork=${encodeURIComponent(hit.value.id)}`;
  return artistPath(hit.value.artist.username);
}

export type SearchHit =
  | { kind: 'artist'; value: ArtistHit }
  | { kind: 'artwork'; value: ArtworkHit }
  | { kind: 'service'; value: ServiceHit };

/** The three lists as one, in the order they are shown, for keyboard movement. */
export function flattenHits(response: SearchResponse | undefined): SearchHit[] {
  if (!response) return [];
  return [
    ...response.artists.map((value) => ({ kind: 'artist' as const, value })),
    ...response.artworks.map((value) => ({ kind: 'artwork' as const, value })),
    ...response.services.map((value) => ({ kind: 'service' as const, value })),
  ];
}

export const resultsPath = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;
