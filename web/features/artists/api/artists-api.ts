import { queryOptions } from '@tanstack/react-query';
import type { ArtistProfileResponse, GalleryResponse } from '#shared/schemas/artists.ts';
import { api } from '#web/lib/api-client.ts';

/** How many artworks the profile shows; the stats row still counts every published one. */
export const PROFILE_GALLERY_LIMIT = 60;

export const artistKeys = {
  all: ['artists'] as const,
  profile: (idOrUsername: string) => [...artistKeys.all, 'profile', idOrUsername.toLowerCase()] as const,
  gallery: (artistId: string, limit: number) => [...artistKeys.all, 'gallery', artistId, limit] as const,
};

/** GET /profiles/public/{username}: public, so sent without the bearer token (spec §6). */
export function artistProfileQuery(idOrUsername: string) {
  return queryOptions({
    queryKey: artistKeys.profile(idOrUsername),
    queryFn: ({ signal }) =>
      api.get<ArtistProfileResponse>(`/profiles/public/${encodeURIComponent(idOrUsername)}`, {
        signal,
        auth: false,
      }),
    select: (body) => body.data,
  });
}

/** GET /profiles/{id}/gallery: the artist's published work, newest first. */
export function artistGalleryQuery(artistId: string, limit = PROFILE_GALLERY_LIMIT) {
  return queryOptions({
    queryKey: artistKeys.gallery(artistId, limit),
    queryFn: ({ signal }) =>
      api.get<GalleryResponse>(`/profiles/${encodeURIComponent(artistId)}/gallery`, {
        signal,
        auth: false,
        query: { limit },
      }),
    select: (body) => body.data,
  });
}
